import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('review avatars', () => {
  it('show the demo’s missing avatars as initials without any failing request', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    // Avatars load lazily: bring every card into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.goto('/reviews');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(await page.locator('.sw-avatar--initials').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
