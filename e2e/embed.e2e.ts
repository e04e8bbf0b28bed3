import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  openPage,
  PHONE,
  shownReviewIds,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a plain HTML page with only data attributes and the loader (%s)', (_name, viewport) => {
  it('replaces the fallback with the first page of reviews and loads more on demand', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/embed-demo.html');
    const widget = page.locator('[data-widget="review-list"]');
    await widget.locator('[data-review-id]').first().waitFor();
    expect(await widget.locator('.fallback').count()).toBe(0);
    expect(await shownReviewIds(page)).toHaveLength(6);
    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-review-id]').length > 6);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the loader', () => {
  it('keeps the fallback and names widget and attribute when an attribute is bad', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.route('**/embed-demo.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('data-per-row="2"', 'data-per-row="lots"'),
      });
    });
    await page.goto('/embed-demo.html');
    await page.locator('[data-widget-state="error"]').waitFor();
    expect(await page.locator('.fallback').textContent()).toContain('Read our reviews on');
    expect(errors).toContain('[site-widgets] review-list: data-per-row: must be a whole number');
    await page.context().close();
  });

  it('mounts widgets added to the page later', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/embed-demo.html');
    await page.locator('[data-widget-state="mounted"]').waitFor();
    await page.evaluate(() => {
      const element = document.createElement('div');
      element.dataset.widget = 'review-list';
      element.dataset.template = '1';
      element.dataset.rows = '1';
      element.dataset.perRow = '1';
      element.id = 'added-later';
      document.querySelector('main')?.append(element);
    });
    await page.locator('#added-later').scrollIntoViewIfNeeded();
    await page.locator('#added-later [data-review-id]').first().waitFor();
    expect(await page.locator('#added-later [data-review-id]').count()).toBe(1);
    await page.context().close();
  });

  it('loads a widget’s code only when its element nears the viewport', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/review-list-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.route('**/embed-demo.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<div data-widget="review-list"',
        '<div style="height:4000px"></div><div data-widget="review-list"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/embed-demo.html');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await page.locator('[data-widget="review-list"]').scrollIntoViewIfNeeded();
    await page.locator('[data-widget-state="mounted"]').waitFor();
    expect(chunks.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
