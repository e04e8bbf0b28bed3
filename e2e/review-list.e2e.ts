import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  mountedWidget,
  openPage,
  PHONE,
  recordLayoutShifts,
  reviewIds,
  shiftTotal,
  shownReviewIds,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function loadAll(page: Page) {
  const button = page.getByRole('button', { name: 'Load more reviews' });
  for (let clicks = 0; clicks < 100 && (await button.count()) > 0; clicks++) {
    const before = (await shownReviewIds(page)).length;
    await button.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-review-id]').length > n, before);
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing/ })
      .waitFor();
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the review list on the home page (%s)', (_name, viewport) => {
  it('shows every visible review exactly once after clicking load more until it disappears, and no hidden one', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/');
    await mountedWidget(page);
    await loadAll(page);
    const shown = await shownReviewIds(page);
    const { visible, hidden } = reviewIds();
    expect(shown.length).toBe(visible.length);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort((a, b) => a - b)).toEqual([...visible].sort((a, b) => a - b));
    for (const id of hidden) expect(shown).not.toContain(id);
    expect(await page.getByRole('button', { name: 'Load more reviews' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations', async () => {
    const { page } = await openPage(browser, { viewport });
    await page.goto('/');
    await mountedWidget(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the review list without JavaScript', () => {
  it('shows the first page of reviews rendered by the server, and no button that cannot work', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: DESKTOP });
    await page.goto('/');
    const cards = page.locator('article[data-review-id]');
    expect(await cards.count()).toBe(6);
    await expect(cards.first().locator('.sw-review-card__name').textContent()).resolves.toMatch(/\S/);
    expect(await page.getByRole('button', { name: 'Load more reviews' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('hydration', () => {
  it('takes over the server-rendered list without layout shift and without console errors', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordLayoutShifts(page);
    await page.goto('/');
    await mountedWidget(page);
    await page.getByRole('button', { name: 'Load more reviews' }).waitFor();
    expect(await shiftTotal(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('failures while loading more', () => {
  it('logs a network failure, hides the loader and offers the button again', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    await mountedWidget(page);
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'));
    const before = await shownReviewIds(page);
    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await page.getByRole('button', { name: 'Load more reviews' }).waitFor();
    expect(await shownReviewIds(page)).toEqual(before);
    expect(errors.some((e) => e.includes('[site-widgets] review-list: load more failed'))).toBe(true);
    await page.context().close();
  });

  it('hides the loader and the button on an answer it cannot parse', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    await mountedWidget(page);
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<b>Fatal error</b>' }),
    );
    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await page.locator('.sw-review-list[data-state="failed"]').waitFor();
    expect(await page.locator('.sw-loader[data-state="visible"]').count()).toBe(0);
    await page.context().close();
  });

  it('recovers from a stale nonce on a cached page by fetching a fresh one', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"nonce":"[^"]+"/, '"nonce":"0.stale"');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    await mountedWidget(page);
    const before = (await shownReviewIds(page)).length;
    const nonceRequest = page.waitForRequest('**/wp-json/site-widgets/v1/nonce');
    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await nonceRequest;
    await page.waitForFunction((n) => document.querySelectorAll('[data-review-id]').length > n, before);
    await page.context().close();
  });
});
