import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Serves a page with its HTML changed (a page variable, an attribute), as a site owner would set it. */
async function rewrite(page: Page, path: string, change: (html: string) => string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
}

async function lightboxReady(page: Page) {
  await page.locator('main[data-widget="site-lightbox"][data-widget-state="mounted"]').waitFor();
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the lightbox (%s)', (_name, viewport) => {
  it('opens a gallery photo as a slideshow, fetching its code only on that first click', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    const lightboxCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/show-lightbox-[\w-]+\.js$/.test(request.url())) lightboxCode.push(request.url());
    });
    await page.goto('/about');
    await lightboxReady(page);
    const photo = page.getByRole('link', { name: /The cake counter/ });
    await photo.scrollIntoViewIfNeeded();
    expect(lightboxCode).toEqual([]);
    await photo.click();
    const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(lightboxCode).toHaveLength(1);
    const current = () => dialog.locator('.yarl__slide_current img').getAttribute('alt', { timeout: 5000 });
    expect(await current()).toMatch(/cake counter/);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(current).toMatch(/window seat/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => photo.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the slideshow from its first photo through the action address #lightbox', async () => {
    const { page } = await openPage(browser, { viewport });
    await page.goto('/about');
    await lightboxReady(page);
    await page.getByRole('link', { name: 'View the photos as a slideshow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
    await dialog.waitFor();
    expect(await dialog.locator('.yarl__slide_current img').getAttribute('alt')).toMatch(/terrace/);
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('opens the map, a single image link, with no previous or next', async () => {
    const { page } = await openPage(browser, { viewport });
    await page.goto('/contact');
    await lightboxReady(page);
    await page.getByRole('link', { name: /Map of Old Portsmouth/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Image' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('lightbox settings', () => {
  it('opens nothing in the page builder’s edit mode: the image link is followed (spec 000 §6)', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await rewrite(page, '/contact', (html) => html.replace('{"ajaxurl"', '{"editMode":true,"ajaxurl"'));
    await page.goto('/contact');
    await lightboxReady(page);
    await page.getByRole('link', { name: /Map of Old Portsmouth/ }).click();
    await page.waitForURL('**/site/images/map.svg');
    await page.context().close();
  });

  it('leaves an image link with data-lightbox="no" to the browser', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await rewrite(page, '/contact', (html) => html.replace('data-lightbox="yes"', 'data-lightbox="no"'));
    await page.goto('/contact');
    await lightboxReady(page);
    await page.getByRole('link', { name: /Map of Old Portsmouth/ }).click();
    await page.waitForURL('**/site/images/map.svg');
    await page.context().close();
  });

  it('leaves image links alone when the global setting is off', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await rewrite(page, '/about', (html) =>
      html.replace('{"ajaxurl"', '{"lightboxImageLinks":false,"ajaxurl"'),
    );
    await page.goto('/about');
    await lightboxReady(page);
    await page.getByRole('link', { name: /The cake counter/ }).click();
    await page.waitForURL('**/site/images/gallery/counter.svg');
    await page.context().close();
  });

  it('opens a link that says data-lightbox="yes" even when the global setting is off', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await rewrite(page, '/contact', (html) =>
      html.replace('{"ajaxurl"', '{"lightboxImageLinks":false,"ajaxurl"'),
    );
    await page.goto('/contact');
    await lightboxReady(page);
    await page.getByRole('link', { name: /Map of Old Portsmouth/ }).click();
    await page.getByRole('dialog', { name: 'Image' }).waitFor();
    await page.context().close();
  });
});
