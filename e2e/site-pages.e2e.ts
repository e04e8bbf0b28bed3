import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const PAGES = ['/', '/about', '/contact', '/reviews'];

/** Scrolls through the page so every widget starts, then waits until none is still loading. */
async function startEveryWidget(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Widgets that wait for the visitor (issue 10: navigation, chat, back-to-top) start as a visitor starts them.
  // By name: a locator on the waiting state would move on to the next one as each starts.
  const waiting = await page
    .locator('[data-widget-state="waiting"]:not([data-widget="site-reveal"])')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget') ?? ''));
  for (const name of new Set(waiting)) {
    for (const widget of await page.locator(`[data-widget="${name}"]`).all())
      if ((await widget.getAttribute('data-widget-state')) === 'waiting')
        await startWidget(widget, 'attached');
  }
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[data-widget-state="waiting"]:not([data-widget="site-reveal"]), [data-widget-state="loading"]',
      ),
  );
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the demo pages (%s)', (_name, viewport) => {
  it.each(PAGES)('%s has no axe violations and no console errors once its widgets run', async (path) => {
    const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto(path);
    await startEveryWidget(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations with the menu, a submenu and the chat panel open', async () => {
    const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/contact');
    await startEveryWidget(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (viewport === PHONE) await nav.getByRole('button', { name: 'Open navigation menu' }).click();
    await nav.getByRole('button', { name: 'Visit' }).click();
    await nav.getByRole('link', { name: 'Find us' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show chat' }).click();
    await page.getByRole('region', { name: 'Chat with the café' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations with the lightbox open', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/about');
    await startEveryWidget(page);
    await page.getByRole('link', { name: 'View the photos as a slideshow' }).click();
    await page.getByRole('dialog', { name: 'Photo gallery' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the demo pages from 320 px to wide screens', () => {
  it.each([320, 390, 768, 1024, 1600])('nothing is wider than the screen at %i px', async (width) => {
    const { page } = await openPage(browser, { viewport: { width, height: 800 } });
    for (const path of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([path, overflow]).toEqual([path, 0]);
    }
    await page.context().close();
  });
});

describe('the demo pages without JavaScript', () => {
  it.each(['/about', '/contact'])('%s shows its content and its links work', async (path) => {
    const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(path);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
