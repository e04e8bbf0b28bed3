import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  dataDir,
  launchChromium,
  openPage,
  PHONE,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Playwright's clock, installed before the page loads and stopped, so autoplay runs by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/**
 * Sums the page's layout shifts from the start (buffered), as CLS counts them, but those of the site
 * header: on phones its logo grows from 32 to 40 px once the page's whole stylesheets arrive, on every
 * page (/about too), which is the site's, not these widgets'.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
      >) {
        const inHeader = entry.sources.every((source) => source.node?.parentElement?.closest('.site-header'));
        if (!entry.hadRecentInput && !inHeader) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

/** A widget started as a visitor starts it, and its hydrated view. */
async function hydrated(page: Page, widget: string) {
  const element = await startWidget(page.locator(`[data-widget="${widget}"]`).first());
  await element.locator('[data-hydrated="true"]').first().waitFor({ state: 'attached' });
  return element;
}

/** The slug of a published product whose gallery holds several pictures (the demo's beans). */
function productWithGallery(): string {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        `select c.slug from content_items c join products p on p.item_id = c.id
         where c.status = 'published' and c.password_protected = 0 and json_array_length(p.gallery) >= 3
         order by c.id limit 1`,
      )
      .get() as { slug: string };
    return row.slug;
  } finally {
    db.close();
  }
}

describe('/slides (issue 16 "Sliders")', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'renders every widget on the server, hydrates without a shift, and is axe clean (%s)',
    async (_, viewport) => {
      const { page, errors } = await openPage(browser, { viewport });
      await recordShifts(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto('/slides');
      // Server HTML, before any widget code: the slides, quotes, pictures and links are all there.
      expect(await page.getByRole('region', { name: 'Life at the café' }).count()).toBe(1);
      // Slides out of view are in the markup too (hidden from assistive technology until shown).
      expect(await page.locator('h2', { hasText: 'Coffee roasted two streets away' }).count()).toBe(1);
      expect(
        await page.getByRole('region', { name: 'What our guests say' }).locator('blockquote').count(),
      ).toBe(5);
      expect(
        await page.getByRole('region', { name: 'Photographs of the café' }).getByRole('link').count(),
      ).toBe(5);
      for (const widget of ['advanced-slider', 'testimonial-carousel', 'flip-carousel', 'image-gallery']) {
        await startWidget(page.locator(`[data-widget="${widget}"]`));
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await shifts(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // Nothing from another origin: the video is ours, and no video host is asked for anything.
      expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('advanced slider: arrows, keys and pagination; the video plays only when asked (click-to-load facade)', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/slides');
    const slider = await hydrated(page, 'advanced-slider');
    const root = slider.locator('[aria-roledescription="carousel"]');
    expect(await root.getAttribute('aria-label')).toBe('Life at the café');
    expect(await slider.locator('[data-slot="pagination"]').textContent()).toBe('1 / 4');
    // The facade reserves the player's 640 × 360 proportions and loads nothing until pressed.
    const facade = slider.getByRole('button', { name: 'Play video: A morning on the quay' });
    const box = await slider.locator('[data-slot="video"]').boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBe(1.78);
    expect(await slider.locator('video').count()).toBe(0);
    await facade.click();
    const video = slider.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe('/site/video/harbour-morning.webm');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    // Moving on pauses it.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slider.locator('[data-slot="pagination"]').textContent()).toBe('2 / 4');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await slider.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.locator('[data-slot="pagination"]').textContent()).toBe('3 / 4');
    const current = slider.locator('[aria-roledescription="slide"][data-state="visible"]');
    expect(await current.getByRole('link', { name: 'Read the journal' }).getAttribute('href')).toBe(
      '/journal',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('testimonial carousel: autoplays at its delay with a pause button; never under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/slides');
    const element = await hydrated(page, 'testimonial-carousel');
    const root = element.locator('[aria-roledescription="carousel"]');
    expect(await root.getAttribute('data-current-slide')).toBe('1');
    await page.clock.runFor(5900);
    expect(await root.getAttribute('data-current-slide')).toBe('1');
    await page.clock.runFor(200);
    await expect.poll(() => root.getAttribute('data-current-slide')).toBe('2');
    await element.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.clock.runFor(20_000);
    expect(await root.getAttribute('data-current-slide')).toBe('2');
    await page.context().close();

    const still = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await stoppedClock(still.page);
    await still.page.goto('/slides');
    const calm = await hydrated(still.page, 'testimonial-carousel');
    await still.page.clock.runFor(20_000);
    expect(await calm.locator('[aria-roledescription="carousel"]').getAttribute('data-current-slide')).toBe(
      '1',
    );
    await still.page.context().close();
  });

  it('flip carousel: starts from the centre; buttons, a click on a side picture, the wheel and the dots move it', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/slides');
    const flip = await hydrated(page, 'flip-carousel');
    const root = flip.locator('[aria-roledescription="carousel"]');
    const front = () =>
      flip.locator('[aria-roledescription="slide"][aria-current="true"]').getAttribute('aria-label');
    expect(await front()).toBe('3 of 5');
    await flip.getByRole('button', { name: 'Next picture' }).click();
    await expect.poll(front).toBe('4 of 5');
    await flip.locator('[aria-roledescription="slide"][aria-label="3 of 5"]').click();
    await expect.poll(front).toBe('3 of 5');
    await root.locator('[data-slot="viewport"]').hover();
    await page.mouse.wheel(0, 120);
    await expect.poll(front).toBe('4 of 5');
    // One step per gesture: a second wheel event within 400 ms does nothing.
    await page.mouse.wheel(0, 120);
    expect(await front()).toBe('4 of 5');
    await page.clock.runFor(400);
    await page.mouse.wheel(0, 120);
    await expect.poll(front).toBe('5 of 5');
    await flip.getByRole('button', { name: 'Slide 1' }).click();
    await expect.poll(front).toBe('1 of 5');
    // Loop: previous from the first is the last.
    await flip.getByRole('button', { name: 'Previous picture' }).click();
    await expect.poll(front).toBe('5 of 5');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('image gallery: a picture opens in the lightbox, Escape closes it and focus returns', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/slides');
    const gallery = page.locator('[data-widget="image-gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    // The first click starts the widget and is performed once its code has arrived.
    const link = gallery.getByRole('link').nth(1);
    await link.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() =>
        dialog.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
      )
      .toContain('The cake counter and the coffee machine');
    expect(await page.getByRole('button', { name: 'Zoom in' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('product and post galleries (issue 15 item 7, issue 16)', () => {
  it('a product page: thumbnails, keys and swipe change the picture; the picture zooms in the lightbox', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordShifts(page);
    await page.goto(`/shop/${productWithGallery()}`);
    const element = page.locator('[data-widget="product-gallery"]');
    const gallery = element.locator('[aria-roledescription="carousel"]');
    const thumbnails = element.getByRole('group', { name: 'Choose a picture' }).getByRole('button');
    expect(await thumbnails.count()).toBe(4);
    // Before its code: a thumbnail click starts the widget and is performed once it has hydrated.
    await thumbnails.nth(2).click();
    await expect.poll(() => gallery.getAttribute('data-current-slide')).toBe('3');
    expect(await thumbnails.nth(2).getAttribute('aria-current')).toBe('true');
    await thumbnails.nth(2).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => gallery.getAttribute('data-current-slide')).toBe('2');
    // Swipe (a mouse drag) to the next picture.
    const box = await element.locator('[data-slot="viewport"]').boundingBox();
    if (!box) throw new Error('no gallery box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => gallery.getAttribute('data-current-slide')).toBe('3');
    await element.getByRole('link', { name: /^Zoom:/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('button', { name: 'Zoom in' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await shifts(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a journal post with a gallery shows its featured-media gallery instead of the figure', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/journal/summer-terrace-opening');
    const element = page.locator('[data-widget="featured-media-gallery"]');
    const thumbnails = element.getByRole('group', { name: 'Choose a picture' }).getByRole('button');
    // The featured picture and the three of the post's gallery.
    expect(await thumbnails.count()).toBe(4);
    expect(await page.locator('.item-page__content img').count()).toBe(0);
    await thumbnails.nth(3).click();
    await expect
      .poll(() => element.locator('[aria-roledescription="carousel"]').getAttribute('data-current-slide'))
      .toBe('4');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
