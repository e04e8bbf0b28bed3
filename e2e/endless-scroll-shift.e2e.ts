import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchChromium,
  layoutShifts,
  mountedWidget,
  openPage,
  PHONE,
  recordLayoutShifts,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const ENDLESS = '#endless-scroll [data-widget="review-list"]';

/**
 * Reads down the endless list as a visitor does: a bit at a time until the list's end is 50 px into
 * view (spec 000 §9), then waits there for the next page, `pages` times.
 */
async function readDown(page: Page, pages: number) {
  const list = page.locator(ENDLESS);
  const count = () => list.locator('article[data-review-id]').count();
  const endInView = () =>
    list.evaluate((root) => {
      const rows = root.querySelector('[data-slot="rows"]');
      return rows !== null && rows.getBoundingClientRect().bottom + 60 <= window.innerHeight;
    });
  for (let loaded = 0; loaded < pages; loaded++) {
    const shown = await count();
    for (let step = 0; step < 60 && !(await endInView()); step++) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(50);
    }
    await expect.poll(count, { timeout: 5000 }).toBeGreaterThan(shown);
    await page.waitForTimeout(200);
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('an endless list while it grows (%s)', (_name, viewport) => {
  it('moves nothing on screen: the snippet and the footer below it stay put', async () => {
    const { page } = await openPage(browser, { viewport });
    await recordLayoutShifts(page);
    await page.goto('/reviews');
    await mountedWidget(page, ENDLESS);
    await page.waitForTimeout(300);
    const before = (await layoutShifts(page)).length;
    await readDown(page, 4);
    await page.waitForTimeout(300);
    const during = (await layoutShifts(page)).slice(before);
    const total = during.reduce((sum, shift) => sum + shift.value, 0);
    expect(during.filter((shift) => shift.value > 0.001)).toEqual([]);
    expect(total).toBeLessThan(0.005);
    await page.context().close();
  });

  it('moves nothing for a visitor already at the end of the page when the list starts', async () => {
    const { page } = await openPage(browser, { viewport });
    await recordLayoutShifts(page);
    // The lists' code arrives only once the visitor is down at the footer.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/review-list-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/reviews');
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await page.waitForTimeout(300);
    const before = (await layoutShifts(page)).length;
    release();
    // Several endless-scroll rounds (1 s each) while the visitor stays at the footer.
    await page.waitForTimeout(5000);
    const during = (await layoutShifts(page)).slice(before);
    expect(during.filter((shift) => shift.value > 0.001)).toEqual([]);
    await page.context().close();
  });
});
