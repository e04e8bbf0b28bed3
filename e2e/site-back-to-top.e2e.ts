import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const button = (page: Page) => page.locator('.sw-back-to-top');

/** Scrolls the page to `y` and lets the scroll event reach the widget. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the back-to-top button (%s)', (_name, viewport) => {
  it('appears when the page is scrolled more than 50 px and hides otherwise', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/');
    // The button's code comes with the page's first scroll (issue 10): a pixel down and back.
    await scrollTo(page, 1);
    await page.locator('[data-widget="site-back-to-top"][data-widget-state="mounted"]').waitFor();
    await scrollTo(page, 0);
    expect(await button(page).getAttribute('data-state')).toBe('hidden');
    expect(await button(page).isVisible()).toBe(false);
    await scrollTo(page, 50);
    expect(await button(page).getAttribute('data-state')).toBe('hidden');
    await scrollTo(page, 51);
    await expect.poll(() => button(page).getAttribute('data-state')).toBe('shown');
    await page.getByRole('link', { name: 'Back to top' }).waitFor();
    await scrollTo(page, 10);
    await expect.poll(() => button(page).getAttribute('data-state')).toBe('hidden');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('scrolls smoothly to the top in 400 ms, then moves focus to the top of the page', async () => {
    const { page } = await openPage(browser, { viewport });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/');
    await scrollTo(page, 1800);
    await page.locator('[data-widget="site-back-to-top"][data-widget-state="mounted"]').waitFor();
    await page.getByRole('link', { name: 'Back to top' }).click();
    await page.clock.runFor(200);
    const halfway = await page.evaluate(() => window.scrollY);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1800);
    // The curve eases out, so the last frames are all but at the top; the scroll ends at 400 ms exactly.
    await page.clock.runFor(199);
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('top');
    await page.clock.runFor(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    // The next Tab continues from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Harbour');
    await page.context().close();
  });

  it('jumps to the top at once under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/');
    await scrollTo(page, 1200);
    await page.locator('[data-widget="site-back-to-top"][data-widget-state="mounted"]').waitFor();
    await page.getByRole('link', { name: 'Back to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    await page.context().close();
  });
});
