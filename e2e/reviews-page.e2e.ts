import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  mountedWidget,
  openPage,
  PHONE,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const FILTERED = '#filter-bar [data-widget="review-list"]';

/** Records the load-more calls of one template (every widget on the page has its own). */
async function ajaxCalls(page: Page, templateId?: string) {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/wp-admin/admin-ajax.php')) return;
    const fields = new URLSearchParams(request.postData() ?? '');
    if (templateId === undefined || fields.get('revid') === templateId) calls.push(fields);
  });
  return calls;
}

/**
 * Stops the page's clock where it is: Playwright's installed clock keeps flowing until paused, and the
 * spec's timings (600 ms, 1 s, 3 s) are then advanced by hand with runFor.
 */
async function freezeClock(page: Page) {
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/** Runs an action and waits for the ajax answer it causes to be applied. */
async function andAnswer(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse('**/wp-admin/admin-ajax.php');
  await action();
  await answered;
  await page.waitForFunction(() => !document.querySelector('.sw-review-list[data-state="loading"]'));
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the reviews page (%s)', (_name, viewport) => {
  it('has no axe violations once every widget has hydrated', async () => {
    const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/reviews');
    for (const widget of await page.locator('[data-widget]').all()) {
      await startWidget(widget);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches 600 ms after typing stops, and every result matches', async () => {
    const { page } = await openPage(browser, { viewport });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await freezeClock(page);
    await page.goto('/reviews');
    const list = await mountedWidget(page, FILTERED);
    const calls = await ajaxCalls(page, '5');
    await list.getByLabel('Search reviews').pressSequentially('scone');
    await page.clock.runFor(599);
    expect(calls).toHaveLength(0);
    await page.clock.runFor(1);
    await page.waitForFunction(
      () => document.querySelector('#filter-bar .sw-review-list')?.getAttribute('data-state') !== 'loading',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('textsearch')).toBe('scone');
    expect(calls[0]?.get('filterbar')).toBe('yes');
    const texts = await list.locator('article[data-review-id]').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain('scone');
    await page.context().close();
  });

  it('does not search for a single character', async () => {
    const { page } = await openPage(browser, { viewport });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await freezeClock(page);
    await page.goto('/reviews');
    const list = await mountedWidget(page, FILTERED);
    const calls = await ajaxCalls(page, '5');
    await list.getByLabel('Search reviews').fill('s');
    await page.clock.runFor(2000);
    expect(calls).toHaveLength(0);
    await page.context().close();
  });
});

describe('the filtered list on the reviews page', () => {
  it('goes to a numbered page and marks it current', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const list = await mountedWidget(page, FILTERED);
    const first = await list
      .locator('article[data-review-id]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')));
    await andAnswer(page, () => list.getByRole('button', { name: 'Page 2' }).click());
    await expect
      .poll(() => list.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    const second = await list
      .locator('article[data-review-id]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')));
    expect(second).toHaveLength(4);
    for (const id of second) expect(first).not.toContain(id);
    await page.context().close();
  });

  it('shows only five-star reviews when rating 5 is chosen, and the banner agrees with the list', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const list = await mountedWidget(page, FILTERED);
    const bannerCount = Number(
      (await list.locator('.sw-source-banner__count').textContent())?.match(/\d+/)?.[0],
    );
    expect(await list.getByRole('status').textContent()).toContain(`of ${bannerCount} reviews`);
    await andAnswer(page, () => list.getByLabel('Rating', { exact: true }).selectOption('5'));
    // The banner's own stars show the overall average: count only the reviews' stars.
    const ratings = await list
      .locator('article .sw-stars')
      .evaluateAll((stars) => stars.map((s) => s.getAttribute('data-rating')));
    expect(ratings.length).toBeGreaterThan(0);
    expect(new Set(ratings)).toEqual(new Set(['5']));
    await page.context().close();
  });

  it('filters to one source from the banner', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const list = await mountedWidget(page, FILTERED);
    await andAnswer(page, () => list.getByRole('button', { name: /^Yelp · / }).click());
    const platforms = await list
      .locator('article[data-review-id]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-platform')));
    expect(platforms.length).toBeGreaterThan(0);
    expect(new Set(platforms)).toEqual(new Set(['Yelp']));
    await page.context().close();
  });

  it('opens a long review in a dialog that Escape closes, returning focus', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const list = await mountedWidget(page, FILTERED);
    await andAnswer(page, () => list.getByLabel('Sort', { exact: true }).selectOption('longest'));
    const button = list.getByRole('button', { name: /Read more/ }).first();
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect((await dialog.textContent())?.length).toBeGreaterThan(280);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('masonry and endless scroll', () => {
  it('adds the next page to the masonry grid on load more', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/reviews');
    const grid = await mountedWidget(page, '#masonry [data-widget="review-list"]');
    expect(await grid.locator('article[data-review-id]').count()).toBe(9);
    await grid.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => grid.locator('article[data-review-id]').count()).toBe(18);
    const ids = await grid
      .locator('article[data-review-id]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')));
    expect(new Set(ids).size).toBe(18);
    await page.context().close();
  });

  it('loads more when scrolled 50 px past the list end, then waits 1 s before loading again', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await freezeClock(page);
    const calls = await ajaxCalls(page, '1');
    await page.goto('/reviews');
    const list = await mountedWidget(page, '#endless-scroll [data-widget="review-list"]');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    const made = calls.length;
    await expect.poll(() => list.locator('article[data-review-id]').count()).toBe(4 + 4 * made);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.clock.runFor(900);
    expect(calls).toHaveLength(made);
    await page.clock.runFor(200);
    await expect.poll(() => calls.length).toBe(made + 1);
    const ids = await list
      .locator('article[data-review-id]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')));
    expect(new Set(ids).size).toBe(ids.length);
    await page.context().close();
  });
});

describe('carousel and slider', () => {
  it('moves the carousel with its arrows and keys, and the pause button stops autoplay', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await freezeClock(page);
    await page.goto('/reviews');
    const carousel = await mountedWidget(page, '[data-widget="review-carousel"]');
    const root = carousel.locator('[aria-roledescription="carousel"]');
    expect(await root.getAttribute('data-current-slide')).toBe('1');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => root.getAttribute('data-current-slide')).toBe('2');
    await carousel.getByRole('button', { name: 'Next slide' }).press('ArrowRight');
    await expect.poll(() => root.getAttribute('data-current-slide')).toBe('3');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    expect(await root.getAttribute('data-autoplay')).toBe('stopped');
    await page.clock.runFor(10_000);
    expect(await root.getAttribute('data-current-slide')).toBe('3');
    await page.context().close();
  });

  it('advances the carousel by itself every 3 s while playing', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await freezeClock(page);
    await page.goto('/reviews');
    const carousel = await mountedWidget(page, '[data-widget="review-carousel"]');
    const root = carousel.locator('[aria-roledescription="carousel"]');
    await page.mouse.move(0, 0);
    await page.clock.runFor(2900);
    expect(await root.getAttribute('data-current-slide')).toBe('1');
    await page.clock.runFor(200);
    await expect.poll(() => root.getAttribute('data-current-slide')).toBe('2');
    await page.context().close();
  });

  it('never autoplays under reduced motion', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await freezeClock(page);
    await page.goto('/reviews');
    const carousel = await mountedWidget(page, '[data-widget="review-carousel"]');
    const root = carousel.locator('[aria-roledescription="carousel"]');
    await page.clock.runFor(10_000);
    expect(await root.getAttribute('data-current-slide')).toBe('1');
    expect(await root.getAttribute('data-autoplay')).not.toBe('playing');
    await page.context().close();
  });

  it('shows one review per slide on a phone and disables Previous on the first slide', async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto('/reviews');
    const slider = await mountedWidget(page, '[data-widget="review-slider"]');
    expect(await slider.getByRole('button', { name: 'Previous slide' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const visible = slider.locator(
      '[aria-roledescription="slide"][data-state="visible"] article[data-review-id]',
    );
    await expect.poll(() => visible.count()).toBe(1);
    await page.context().close();
  });
});
