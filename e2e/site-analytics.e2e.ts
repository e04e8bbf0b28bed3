import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const dataLayer = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('analytics (%s)', (_name, viewport) => {
  it('pushes a page view, then a link click, to window.dataLayer; nothing is sent anywhere', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'ping' || request.method() === 'POST') beacons.push(request.url());
    });
    await page.goto('/');
    await expect
      .poll(() => dataLayer(page))
      .toEqual([
        {
          event: 'page_view',
          page_location: `${baseUrl()}/`,
          page_title: 'Harbour & Hearth Café — reviews from our guests',
        },
      ]);
    await page.getByRole('link', { name: 'Read reviews' }).click();
    expect((await dataLayer(page))[1]).toEqual({
      event: 'link_click',
      link_url: `${baseUrl()}/#reviews`,
      link_text: 'Read reviews',
    });
    expect(beacons).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('analytics with a beacon address', () => {
  it('also sends each event there with navigator.sendBeacon', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const sent: unknown[] = [];
    await page.route('**/collect', async (route) => {
      sent.push(JSON.parse(route.request().postData() ?? 'null'));
      await route.fulfill({ status: 204 });
    });
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'data-widget="site-analytics"',
        'data-widget="site-analytics" data-beacon-url="/collect"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ event: 'page_view', page_location: `${baseUrl()}/about` });
    await page.getByRole('link', { name: 'View the photos as a slideshow' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toEqual({
      event: 'link_click',
      link_url: `${baseUrl()}/about#lightbox`,
      link_text: 'View the photos as a slideshow',
    });
    await page.context().close();
  });
});
