import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage, PHONE, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const feedNamed = (page: import('playwright-core').Page, name: string) =>
  page
    .locator('[data-widget="social-feed"]')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const layouts = async (items: Locator) => Number((await items.getAttribute('data-layouts')) ?? 0);

const TABLET = { width: 900, height: 900 };

/** Playwright's clock, installed before the page loads and stopped, so autoplay runs by hand. */
async function stoppedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
}

/** The harbour carousel started as a visitor starts it, once its client has taken over. */
async function harbourCarousel(page: Page) {
  const feed = feedNamed(page, 'Around the harbour');
  await startWidget(feed);
  await feed.locator('[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { feed, carousel: feed.getByRole('region', { name: 'Around the harbour, posts' }) };
}

/**
 * The slides whose box lies inside the carousel's viewport, by name; the first one's box in the viewport,
 * and the viewport's box in the feed.
 */
const slidesOnScreen = (feed: Locator) =>
  feed.locator('[data-slot="viewport"]').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    const section = viewport.closest('section.sw-feed')?.getBoundingClientRect() ?? frame;
    const slides = [...viewport.querySelectorAll('[data-slot="slide"]')];
    // A slide's gap is padding at its start, pulled out of view: its post is what shows.
    const postOf = (slide: Element) => slide.querySelector('[data-slot="feed-post"]') ?? slide;
    const inside = slides.filter((slide) => {
      const box = postOf(slide).getBoundingClientRect();
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
    const first = postOf(slides[0] as Element).getBoundingClientRect();
    return {
      names: inside.map((slide) => slide.getAttribute('aria-label')),
      first: [first.left - frame.left, first.top - frame.top, first.width, first.height].map(Math.round),
      viewport: [frame.left - section.left, frame.top - section.top, frame.width, frame.height].map(
        Math.round,
      ),
    };
  });

/** How many columns a feed's grid has (its server markup, before any script). */
const gridColumns = (feed: Locator) =>
  feed
    .locator('[data-slot="feed-items"]')
    .evaluate((items) => getComputedStyle(items).gridTemplateColumns.split(' ').filter(Boolean).length);

describe('social feeds on the home page (issue 17 item 4)', () => {
  it('loads more news to the end, shows the finish message, drops the javascript: link; axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto('/');
    const feed = feedNamed(page, 'Harbour news');
    // Without script the feed offers a link to the same page with one page more.
    const noScriptMore = await feed.locator('a[data-slot="feed-more"]').getAttribute('href');
    expect(noScriptMore).toMatch(/^\/\?feed=\d+&pages=2#feed-\d+$/);
    await startWidget(feed);
    const posts = feed.locator('article[data-slot="feed-post"]');
    expect(await posts.count()).toBe(3);
    for (let click = 0; click < 5; click++) {
      const more = feed.getByRole('button', { name: 'Load More' });
      if ((await more.count()) === 0) break;
      const before = await posts.count();
      await more.click();
      await expect.poll(() => posts.count()).toBeGreaterThan(before);
    }
    await feed.getByText('No more posts to show.').waitFor();
    expect(await posts.count()).toBe(7);
    expect(await feed.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    // New posts were revealed, and focus went to the first of the last page.
    expect(await feed.locator('[data-slot="feed-page"][data-state="entering"]').count()).toBe(0);
    const hrefs = await feed
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
    // The post whose stored link was javascript: is shown, without a link.
    const fleet = posts.filter({ hasText: 'The fishing fleet is back early' });
    expect(await fleet.count()).toBe(1);
    expect(await fleet.locator('a').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lays the masonry feed out again 100, 500 and 1000 ms after new posts and 200 ms after a resize', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto('/');
    const feed = feedNamed(page, 'From our counter');
    await startWidget(feed);
    const items = feed.locator('[data-slot="feed-items"]');
    // The first settling (real time) is over: four layouts, at 0, 100, 500 and 1000 ms.
    await expect.poll(() => layouts(items), { timeout: 5000 }).toBe(4);
    const now = Date.now();
    await page.clock.install({ time: now });
    // Time stands still from here; only runFor moves it.
    await page.clock.pauseAt(now + 1000);
    await feed.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => feed.locator('article[data-slot="feed-post"]').count()).toBe(8);
    await expect.poll(() => layouts(items)).toBe(5);
    await page.clock.runFor(99);
    expect(await layouts(items)).toBe(5);
    await page.clock.runFor(1);
    expect(await layouts(items)).toBe(6);
    await page.clock.runFor(399);
    expect(await layouts(items)).toBe(6);
    await page.clock.runFor(1);
    expect(await layouts(items)).toBe(7);
    await page.clock.runFor(500);
    expect(await layouts(items)).toBe(8);
    // A burst of resizes: one layout, 200 ms after the last. The clock moves only once the page has had
    // each resize event: Chromium fires it with the next frame, which a busy machine can make late.
    await page.evaluate(() => {
      const counted = window as unknown as { resizes: number };
      counted.resizes = 0;
      window.addEventListener('resize', () => counted.resizes++);
    });
    const resized = (count: number) =>
      expect
        .poll(() => page.evaluate(() => (window as unknown as { resizes: number }).resizes))
        .toBeGreaterThanOrEqual(count);
    await page.setViewportSize({ width: 1100, height: 900 });
    await resized(1);
    await page.clock.runFor(100);
    await page.setViewportSize({ width: 1000, height: 900 });
    await resized(2);
    await page.clock.runFor(199);
    expect(await layouts(items)).toBe(8);
    await page.clock.runFor(1);
    expect(await layouts(items)).toBe(9);
    // Posts stand in distinct places, none hidden.
    const boxes = await feed.locator('article[data-slot="feed-post"]').evaluateAll((posts) =>
      posts.map((post) => {
        const box = post.getBoundingClientRect();
        return `${Math.round(box.left)},${Math.round(box.top)}`;
      }),
    );
    expect(new Set(boxes).size).toBe(boxes.length);
    // The lightbox (on for this feed) opens on a picture.
    await feed.locator('a[data-slot="feed-media"]').first().click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  it('the harbour carousel moves with its buttons and dots; its pause button stops autoplay; axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await stoppedClock(page);
    await page.goto('/');
    const { feed, carousel } = await harbourCarousel(page);
    const current = () => carousel.getAttribute('data-current-slide');
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect((await slidesOnScreen(feed)).names).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    expect(await current()).toBe('1');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe('2');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(current).toBe('1');
    await carousel.getByRole('button', { name: 'Slides 4 to 6' }).click();
    await expect.poll(current).toBe('4');
    expect(await carousel.getByRole('button', { name: 'Slides 4 to 6' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // The pointer leaves (it holds autoplay while over the carousel); 5000 ms later it moves on by itself.
    await page.mouse.move(0, 0);
    await page.clock.runFor(4999);
    expect(await current()).toBe('4');
    await page.clock.runFor(1);
    await expect.poll(current).toBe('5');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    expect(await carousel.getAttribute('data-autoplay')).toBe('stopped');
    await page.clock.runFor(20_000);
    expect(await current()).toBe('5');
    await carousel.getByRole('button', { name: 'Start automatic slide show' }).waitFor();
    // axe runs on timers of its own: time flows again (the carousel is stopped, so nothing moves).
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    expect(await current()).toBe('5');
    expect(errors).toEqual([]);
  });

  it('the harbour carousel does not move by itself under reduced motion; Load More adds slides and shows them', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await stoppedClock(page);
    await page.goto('/');
    const { feed, carousel } = await harbourCarousel(page);
    await page.clock.runFor(20_000);
    expect(await carousel.getAttribute('data-current-slide')).toBe('1');
    expect(await carousel.getAttribute('data-autoplay')).toBe('stopped');
    // Time flows again, so the carousel's move (instant under reduced motion) is drawn.
    await page.clock.resume();
    await feed.getByRole('button', { name: 'Load More' }).click();
    await feed.getByText('No more posts to show.').waitFor();
    expect(await feed.locator('[data-slot="slide"]').count()).toBe(8);
    // The carousel shows the first new post (7 of 8) and focus is on it.
    await expect.poll(async () => (await slidesOnScreen(feed)).names).toContain('7 of 8');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-slot="slide"]')?.getAttribute('aria-label'),
    );
    expect(focused).toBe('7 of 8');
    expect(errors).toEqual([]);
  });

  it('lays out columns and slides per device before any script; the carousel keeps its boxes as it hydrates', async () => {
    const expected = [
      { viewport: DESKTOP, columns: 4, slides: ['1 of 6', '2 of 6', '3 of 6'] },
      { viewport: TABLET, columns: 2, slides: ['1 of 6', '2 of 6'] },
      { viewport: PHONE, columns: 1, slides: ['1 of 6'] },
    ];
    const serverBoxes: Array<Awaited<ReturnType<typeof slidesOnScreen>>> = [];
    for (const { viewport, columns, slides } of expected) {
      const { page } = await openPage(browser, { viewport, javaScriptEnabled: false });
      await page.goto('/');
      // "From our counter": 4 columns on a desktop, the defaults 2 on a tablet and 1 on a phone.
      expect(await gridColumns(feedNamed(page, 'From our counter')), `${viewport.width} px`).toBe(columns);
      const harbour = feedNamed(page, 'Around the harbour');
      await harbour.scrollIntoViewIfNeeded();
      const boxes = await slidesOnScreen(harbour);
      expect(boxes.names, `${viewport.width} px`).toEqual(slides);
      // Nothing of the slides off screen sticks out of the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      serverBoxes.push(boxes);
      await page.context().close();
    }
    // With script, once hydrated (reduced motion: nothing moves by itself), the same slides in the same boxes.
    for (const [index, { viewport }] of expected.entries()) {
      const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      await page.goto('/');
      const { feed } = await harbourCarousel(page);
      expect(await slidesOnScreen(feed), `${viewport.width} px`).toEqual(serverBoxes[index]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('requests the Facebook SDK only after the visitor agrees', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('facebook-sdk')) requested.push(request.url());
    });
    await page.goto('/');
    const box = page.locator('[data-widget="social-facebook"]');
    await box.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await box.getByRole('button', { name: 'Load Facebook posts' }).click();
    await box.getByText('Harbour & Hearth Café on Facebook').waitFor();
    expect(requested).toHaveLength(1);
    expect(await box.getAttribute('data-state')).toBe('loaded');
    expect(errors).toEqual([]);
  });
});
