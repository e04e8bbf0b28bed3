import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage, startWidget } from './support/browser.ts';

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
    // A burst of resizes: one layout, 200 ms after the last.
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.clock.runFor(100);
    await page.setViewportSize({ width: 1000, height: 900 });
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
