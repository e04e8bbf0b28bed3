import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Where a part of the page is now: its top edge against the viewport's, in CSS pixels. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Whether the browser skips the part's rendering for now (content-visibility: auto, far from view). */
const skipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(
      (element) => !element.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    );

/**
 * Where a jump puts a part of the page when every section is laid out from the start (the page
 * before issue 10's deferred sections): what a jump on the deferred page must match.
 */
async function topWhenWhole(
  viewport: { width: number; height: number },
  jump: (page: Page) => Promise<void>,
) {
  const { page } = await openPage(browser, { viewport });
  // In the document as it arrives: an init script runs before the page has its root element (it
  // found none, threw, and left the reference deferred too).
  await page.route(/\/reviews$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<html ', '<html data-layout="whole" ');
    await route.fulfill({ response, body: html });
  });
  await jump(page);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-layout'))).toBe('whole');
  expect(await skipped(page, '#endless-scroll-title')).toBe(false);
  const top = await topOf(page, '#endless-scroll');
  await page.context().close();
  return top;
}

/** The page once it has loaded, its widgets have started and the sections near the view are laid out. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('[data-widget-state="loading"]'));
  await page.waitForTimeout(1500);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('sections laid out as they come near the screen (issue 10, %s)', (_name, viewport) => {
  it('the reviews page opens without laying out the displays far below the screen', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/reviews');
    await page.waitForLoadState('load');
    expect(await skipped(page, '#endless-scroll-title')).toBe(true);
    // As the visitor scrolls to it, it is laid out and shown.
    await page.locator('#endless-scroll-title').scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(page, '#endless-scroll-title')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opened at a part of the page, it lands on that part and stays there', async () => {
    const jump = async (page: Page) => {
      await page.goto('/reviews#endless-scroll');
      await settled(page);
    };
    const { page, errors } = await openPage(browser, { viewport });
    await jump(page);
    const top = await topOf(page, '#endless-scroll');
    // On screen, in its upper part, where the page laid out whole puts it.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewport.height / 3);
    expect(Math.abs(top - (await topWhenWhole(viewport, jump)))).toBeLessThanOrEqual(40);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a link in the page’s list of displays lands on its display as on the page laid out whole', async () => {
    const jump = async (page: Page) => {
      await page.goto('/reviews');
      await settled(page);
      await page
        .getByRole('navigation', { name: 'Displays on this page' })
        .getByRole('link', { name: 'Endless scroll' })
        .click();
      // The page scrolls smoothly there.
      await page.waitForTimeout(1500);
    };
    const { page, errors } = await openPage(browser, { viewport });
    await jump(page);
    const top = await topOf(page, '#endless-scroll');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewport.height / 3);
    expect(Math.abs(top - (await topWhenWhole(viewport, jump)))).toBeLessThanOrEqual(40);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the footer is laid out only as it comes near, and a keyboard reaches its links', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    // The home page: /reviews' endless scroll keeps adding reviews above the footer as it nears.
    await page.goto('/');
    await page.waitForLoadState('load');
    const link = '.site-footer nav li:first-child a';
    expect(await skipped(page, link)).toBe(true);
    expect(await skipped(page, '.site-footer__legal p')).toBe(true);
    // The back-to-top button is not in what is deferred: it is fixed to the screen.
    expect(
      await page
        .locator('[data-widget="site-back-to-top"]')
        .evaluate((element) => element.closest('.site-footer__grid, .site-footer__legal')),
    ).toBeNull();
    // Focus lays it out, as Tab does. (Where it then sits depends on what above it is laid out and
    // grows as the page scrolls there: that is the reload and jump tests' business.)
    await page.locator(link).focus();
    await expect.poll(() => skipped(page, link)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    // Its focus ring is drawn whole: the clip the rule brings stands outside the footer's edges.
    const clipMargin = await page
      .locator('.site-footer__grid')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('overflow-clip-margin'));
    expect(clipMargin).toBe('16px');
    // Scrolled to, the legal line is laid out too.
    await page.locator('.site-footer__legal').scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(page, '.site-footer__legal p')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a reload part-way down puts the visitor back where they were', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/');
    await settled(page);
    // Scrolled as a visitor does, through every section above, to the café's story.
    for (let step = 0; step < 40 && (await topOf(page, '#visit')) > 200; step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(500);
    const before = await topOf(page, '#visit');
    await page.reload();
    await settled(page);
    const after = await topOf(page, '#visit');
    expect(Math.abs(after - before)).toBeLessThanOrEqual(40);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
