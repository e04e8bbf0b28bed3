import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Each image of a strip: its rendered size and its loading attribute. */
function images(page: Page, selector: string) {
  return page.locator(`${selector} img`).evaluateAll((all) =>
    all.map((image) => {
      const box = image.getBoundingClientRect();
      return { width: box.width, height: box.height, loading: image.getAttribute('loading') };
    }),
  );
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('image carousels and footer images (%s)', (_name, viewport) => {
  it('shows the first strip at 80×80 and the second at 164×90, lazy, and the footer images lazy', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await page.goto('/');
    const suppliers = await images(page, '[aria-labelledby="suppliers-title"]');
    expect(suppliers).toHaveLength(6);
    for (const image of suppliers) expect(image).toEqual({ width: 80, height: 80, loading: 'lazy' });
    const press = await images(page, '[aria-labelledby="press-title"]');
    expect(press).toHaveLength(5);
    for (const image of press) expect(image).toEqual({ width: 164, height: 90, loading: 'lazy' });
    const footer = await images(page, '.site-footer__legal');
    expect(footer.length).toBeGreaterThan(0);
    for (const image of footer) expect(image.loading).toBe('lazy');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('defers the footer images until the visitor scrolls near them', async () => {
    const { page } = await openPage(browser, { viewport });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/site/images/badges/')) requested.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(requested).toEqual([]);
    await page.locator('.site-footer__legal').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBe(2);
    await page.context().close();
  });
});

describe('the site-images widget on a page that leaves images unsized', () => {
  it('sets the size and lazy loading itself', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<img src="\/site\/images\/press\/[^"]+" alt="[^"]+") width="164" height="90" loading="lazy"/g,
        '$1',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    const strip = page.locator('[aria-labelledby="press-title"]');
    await strip.scrollIntoViewIfNeeded();
    await page.locator('[aria-labelledby="press-title"][data-widget-state="mounted"]').waitFor();
    const attributes = await strip
      .locator('img')
      .evaluateAll((all) =>
        all.map((image) => [
          image.getAttribute('width'),
          image.getAttribute('height'),
          image.getAttribute('loading'),
        ]),
      );
    expect(attributes).toHaveLength(5);
    for (const row of attributes) expect(row).toEqual(['164', '90', 'lazy']);
    await page.context().close();
  });
});
