import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const SUPPLIERS = '[data-widget="site-carousel"][data-label="Supplier logos"]';
const PRESS = '[data-widget="site-carousel"][data-label="Press logos"]';

/** Playwright's clock, installed before the page loads and stopped, so autoplay runs by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/**
 * Starts a carousel as a visitor does and waits until it has hydrated. An autoplaying one would start by
 * itself once in view when the browser is idle (issue 10), but idle callbacks wait on the stopped clock,
 * so the pointer starts it; startWidget moves the pointer away again (autoplay holds while it is over).
 */
async function hydratedCarousel(page: Page, selector: string) {
  const element = await startWidget(page.locator(selector));
  const root = element.locator('[aria-roledescription="carousel"]');
  await root.and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached' });
  return root;
}

describe('the image carousels of the home page (spec 000 §2, §3, §9; issue 9 item 11)', () => {
  it('are WAI-ARIA carousels of named slides, with images at 80×80 and 164×90, lazy', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/');
    const suppliers = await hydratedCarousel(page, SUPPLIERS);
    expect(await page.getByRole('region', { name: 'Supplier logos' }).count()).toBe(1);
    // Every slide, those out of view included (they are hidden from assistive technology then).
    const slides = suppliers.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(6);
    expect(await slides.first().getAttribute('aria-label')).toBe('1 of 6');
    const boxes = await suppliers.locator('img').evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return [box.width, box.height, image.getAttribute('loading')];
      }),
    );
    for (const box of boxes) expect(box).toEqual([80, 80, 'lazy']);
    const press = await hydratedCarousel(page, PRESS);
    for (const box of await press
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height]),
      ))
      expect(box).toEqual([164, 90]);
    // spec 000 §3 pagination: "1 / 5" under the press logos.
    expect(await press.locator('[data-slot="pagination"]').textContent()).toBe('1 / 5');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves with its arrows: four of six logos in view, the next one after a click', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/');
    const suppliers = await hydratedCarousel(page, SUPPLIERS);
    const visible = suppliers.locator('[aria-roledescription="slide"][data-state="visible"]');
    await expect.poll(() => visible.count()).toBe(4);
    expect(await visible.first().getAttribute('aria-label')).toBe('1 of 6');
    await suppliers.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visible.first().getAttribute('aria-label')).toBe('2 of 6');
    await page.context().close();
  });

  it('autoplays every 3 s (spec 000 §9), and its pause button stops it', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/');
    const suppliers = await hydratedCarousel(page, SUPPLIERS);
    expect(await suppliers.getAttribute('data-current-slide')).toBe('1');
    await page.clock.runFor(2900);
    expect(await suppliers.getAttribute('data-current-slide')).toBe('1');
    await page.clock.runFor(200);
    await expect.poll(() => suppliers.getAttribute('data-current-slide')).toBe('2');
    await suppliers.getByRole('button', { name: 'Stop automatic slide show' }).click();
    expect(await suppliers.getAttribute('data-autoplay')).toBe('stopped');
    await page.clock.runFor(10_000);
    expect(await suppliers.getAttribute('data-current-slide')).toBe('2');
    await page.context().close();
  });

  it('never autoplays under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await stoppedClock(page);
    await page.goto('/');
    const suppliers = await hydratedCarousel(page, SUPPLIERS);
    await page.clock.runFor(10_000);
    expect(await suppliers.getAttribute('data-current-slide')).toBe('1');
    expect(await suppliers.getAttribute('data-autoplay')).not.toBe('playing');
    await page.context().close();
  });

  it('shows two supplier logos and one press logo per view on a phone (its breakpoints)', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await stoppedClock(page);
    await page.goto('/');
    const suppliers = await hydratedCarousel(page, SUPPLIERS);
    const visible = (root: typeof suppliers) =>
      root.locator('[aria-roledescription="slide"][data-state="visible"]').count();
    await expect.poll(() => visible(suppliers)).toBe(2);
    const press = await hydratedCarousel(page, PRESS);
    await expect.poll(() => visible(press)).toBe(1);
    // Each slide fits the screen: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('loads its code only near the viewport', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/', { waitUntil: 'networkidle' });
    const element = page.locator(SUPPLIERS);
    // The loader arrives after `load` (issue 10) and marks it waiting; it must stay so out of view.
    await expect.poll(() => element.getAttribute('data-widget-state')).toBe('waiting');
    await page.waitForTimeout(500);
    expect(await element.getAttribute('data-widget-state')).toBe('waiting');
    await element.scrollIntoViewIfNeeded();
    await page.locator(`${SUPPLIERS}[data-widget-state="mounted"]`).waitFor();
    await page.context().close();
  });

  it('shows its logos in a row without JavaScript, each box reserved', async () => {
    const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/');
    const images = page.getByRole('region', { name: 'Supplier logos' }).locator('img');
    expect(await images.count()).toBe(6);
    const first = await images.first().boundingBox();
    expect([first?.width, first?.height]).toEqual([80, 80]);
    await page.context().close();
  });
});

describe('the site-carousel widget on a plain page', () => {
  it('builds the carousel from the images of its fallback markup', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.route('**/carousel-test.html', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Carousel</title>
          <script type="application/json" id="site-widgets-vars">{"ajaxurl":"/wp-admin/admin-ajax.php","pageId":9}</script>
          <link rel="stylesheet" href="/assets/widgets.css"><script type="module" src="/assets/loader.js"></script>
          </head><body><main><h1>Partners</h1>
          <div data-widget="site-carousel" data-width="80" data-height="80" data-slides-to-show="2" data-label="Partners">
            <ul><li><img src="/site/images/partners/tea.svg" alt="Tidewater Tea"></li>
            <li><img src="/site/images/partners/dairy.svg" alt="Meon Valley Dairy"></li>
            <li><img src="/site/images/partners/bakery.svg" alt="Southsea Sourdough"></li></ul>
          </div></main></body></html>`,
      }),
    );
    await page.goto('/carousel-test.html');
    const root = page.getByRole('region', { name: 'Partners' });
    await root.waitFor();
    expect(await root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await root.locator('[aria-roledescription="slide"]').count()).toBe(3);
    expect(await root.getByRole('img', { name: 'Tidewater Tea' }).getAttribute('loading')).toBe('lazy');
    await root.getByRole('button', { name: 'Next slide' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
