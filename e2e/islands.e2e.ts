import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Every script the page fetches, with its size as gzip -9 would send it. */
function recordScripts(page: Page) {
  const scripts: Array<{ path: string; gzip: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  });
  return scripts;
}

/** Loads a page as a visitor who has not touched it yet, and waits until nothing more arrives. */
async function untouched(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  // Idle callbacks and late observers have had their turn.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

describe.each(['/', '/reviews'])('%s before the first interaction', (path) => {
  it('fetches no React and no review widget code, at most 30 KB gzip of JavaScript', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    const scripts = recordScripts(page);
    await untouched(page, path);
    const names = scripts.map((script) => script.path);
    expect(names).toContain('/assets/loader.js');
    expect(names.filter((name) => /\/(react|review-[\w-]+|ReviewList|ReviewCard)-/.test(name))).toEqual([]);
    expect(scripts.reduce((sum, script) => sum + script.gzip, 0)).toBeLessThanOrEqual(30 * 1024);
    // The review widgets and the nav, chat and back-to-top wait as plain HTML.
    const waiting = await page
      .locator('[data-widget^="review-"], [data-widget="site-nav"], [data-widget="site-chat"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget-state')));
    expect(waiting.length).toBeGreaterThan(2);
    expect(new Set(waiting)).toEqual(new Set(['waiting']));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the grids wait for the visitor (issue 10)', () => {
  it('/shop on a phone fetches no React and no grid code until the grid’s end is a screen away; then it scrolls on', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    const scripts = recordScripts(page);
    await untouched(page, '/shop');
    const grid = page.locator('[data-widget="product-grid"]');
    expect(await grid.getAttribute('data-widget-state')).toBe('waiting');
    const names = scripts.map((script) => script.path);
    expect(names.filter((name) => /\/(react|mount-grid)-/.test(name))).toEqual([]);
    const items = grid.locator('.sw-grid__item');
    const first = await items.count();
    expect(first).toBeGreaterThan(0);
    // Infinite scroll: at the grid's end the code is live and the next products come unasked.
    await grid.locator('[data-slot="footer"]').scrollIntoViewIfNeeded();
    await items.nth(first).waitFor();
    expect(await grid.getAttribute('data-widget-state')).toBe('mounted');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('“Load more posts” in the journal’s server HTML loads the next posts at the first click, once', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('wpr_filter_grid_posts'))
        posts.push(request.postData() ?? '');
    });
    await untouched(page, '/journal');
    const grid = page.locator('[data-widget="post-grid"]');
    expect(await grid.getAttribute('data-widget-state')).toBe('waiting');
    const items = grid.locator('.sw-grid__item');
    const before = await items.count();
    await grid.getByRole('button', { name: 'Load more posts' }).click();
    await items.nth(before).waitFor();
    expect(await grid.getAttribute('data-widget-state')).toBe('mounted');
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain(`wpr_offset=${before}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('styles (issue 10 §4)', () => {
  it('a page carries the part of each stylesheet it uses; the whole file is linked after it once a widget starts', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await untouched(page, '/');
    const linked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-critical][data-href]')].map((style) => {
          const next = style.nextElementSibling;
          return next instanceof HTMLLinkElement && next.rel === 'stylesheet'
            ? new URL(next.href).pathname === style.dataset.href
            : false;
        }),
      );
    // Analytics, the title filler and the rest have started: none of them adds styled markup.
    expect(await linked()).toEqual([false, false]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    const list = page.locator('[data-widget="review-list"]');
    await list.getByRole('button', { name: 'Load more reviews' }).click();
    await list.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    expect(await linked()).toEqual([true, true]);
    // The whole files have arrived and apply.
    await page.waitForFunction(
      () => [...document.styleSheets].filter((sheet) => sheet.href && sheet.cssRules.length > 0).length === 2,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('each widget works from its first interaction', () => {
  it('“Load more reviews” in the server HTML loads the next reviews at the first click', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await untouched(page, '/');
    const list = page.locator('[data-widget="review-list"]');
    const cards = list.locator('[data-review-id]');
    const before = await cards.count();
    expect(before).toBeGreaterThan(0);
    await list.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await list.getAttribute('data-widget-state')).toBe('mounted');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the loader is not fetched before the page’s `load` event: nothing stands before its largest paint', async () => {
    for (const path of ['/', '/reviews']) {
      const { page, errors } = await openPage(browser, { viewport: PHONE });
      await untouched(page, path);
      // Both times from the page's own clock: Node's receipt of CDP events can put the request
      // a millisecond before the load event that caused it.
      const { loadStart, loaderStart } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const loader = performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === '/assets/loader.js');
        return {
          loadStart: navigation?.loadEventStart ?? Number.NaN,
          loaderStart: loader?.startTime ?? Number.NaN,
        };
      });
      expect(loadStart, path).toBeGreaterThan(0);
      expect(loaderStart, path).toBeGreaterThanOrEqual(loadStart);
      expect(
        await page.locator('[data-widget="review-list"]').first().getAttribute('data-widget-state'),
      ).toBe('waiting');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('a click on “Load more reviews” before even the loader has arrived is performed once it has', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loaderAsked = false;
    await page.route('**/assets/loader.js', async (route) => {
      loaderAsked = true;
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const list = page.locator('[data-widget="review-list"]');
    const cards = list.locator('[data-review-id]');
    const before = await cards.count();
    await list.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => loaderAsked).toBe(true);
    expect(await list.getAttribute('data-widget-state')).toBeNull();
    expect(await cards.count()).toBe(before);
    release();
    // The loader, its scan, the list's chunk, React, the hydration and the answer come first.
    await cards.nth(before).waitFor();
    // Performed once: one page more, not two.
    const after = await cards.count();
    await page.waitForTimeout(500);
    expect(await cards.count()).toBe(after);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the back-to-top button appears at the first scroll past 50 px', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await untouched(page, '/');
    const widget = page.locator('[data-widget="site-back-to-top"]');
    expect(await widget.getAttribute('data-widget-state')).toBe('waiting');
    await page.mouse.wheel(0, 600);
    await page.getByRole('link', { name: 'Back to top' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an autoplaying carousel starts moving once it is in view, without being touched', async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await untouched(page, '/reviews');
    const carousel = page.locator('[data-widget="review-carousel"]');
    expect(await carousel.getAttribute('data-widget-state')).toBe('waiting');
    await page.evaluate(() =>
      document.querySelector('[data-widget="review-carousel"]')?.scrollIntoView({ block: 'center' }),
    );
    await carousel.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    const root = carousel.locator('[aria-roledescription="carousel"]');
    await expect.poll(() => root.getAttribute('data-current-slide'), { timeout: 8000 }).not.toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
