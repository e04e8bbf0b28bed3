import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  launchChromium,
  openPage,
  PHONE,
  recordLayoutShifts,
  shiftTotal,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Records the page's layout shifts; returns a reader of their sum (those not caused by the visitor). */
async function recordLayoutShift(page: Page) {
  await recordLayoutShifts(page);
  return () => shiftTotal(page);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the third-party reviews widget (%s)', (_name, viewport) => {
  it('loads its script 8000 ms after the content is ready, with e-mail required, without shifting anything', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/site/third-party/')) scripts.push(request.url());
    });
    const shift = await recordLayoutShift(page);
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/about');
    const box = page.locator('[data-widget="site-third-party-reviews"]');
    await page.locator('[data-widget="site-third-party-reviews"][data-widget-state="mounted"]').waitFor();
    await box.scrollIntoViewIfNeeded();
    const before = await box.boundingBox();
    await page.clock.runFor(7999);
    expect(scripts).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => scripts.length).toBe(1);
    expect(new URL(scripts[0] as string).pathname).toBe('/site/third-party/reviewhub.js');
    await box.locator('[data-reviewhub="loaded"]').waitFor();
    expect(await page.locator('script[src$="reviewhub.js"]').getAttribute('async')).not.toBeNull();
    expect(await page.locator('script[src$="reviewhub.js"]').getAttribute('data-email-required')).toBe(
      'true',
    );
    expect(await box.locator('[data-reviewhub-email]').getAttribute('data-reviewhub-email')).toBe('required');
    expect(await box.boundingBox()).toEqual(before);
    expect(await shift()).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('pages without a third-party address (%s)', (_name, viewport) => {
  it.each(['/', '/contact', '/reviews'])(
    '%s requests nothing from anywhere but the demo server',
    async (path) => {
      const { page } = await openPage(browser, { viewport });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
      await page.goto(path);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await page.clock.runFor(20_000);
      await page.waitForLoadState('networkidle');
      expect(requests.length).toBeGreaterThan(0);
      const outside = requests.filter((url) => new URL(url).origin !== baseUrl());
      expect(outside).toEqual([]);
      expect(requests.filter((url) => url.includes('/third-party/'))).toEqual([]);
      await page.context().close();
    },
  );
});
