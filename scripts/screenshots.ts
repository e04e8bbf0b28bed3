// node --import tsx scripts/screenshots.ts — retakes docs/screenshots/*.png from the built demo (run
// `npm run build` first) in Debian's Chromium: each shot a page, a viewport and what a visitor does first.
// Reduced motion, so autoplaying carousels and sliding panels are caught at rest.
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startDemoServer } from './demo-server.ts';

/** Starts a widget as a visitor does (islands wait for the pointer, issue 10) and waits until it is live. */
async function started(page: Page, name: string) {
  const widget = page.locator(`[data-widget="${name}"]`).first();
  await widget.scrollIntoViewIfNeeded();
  // One without server markup (a plain page's) starts by itself near the viewport and may have no box yet.
  await widget.hover({ force: true, timeout: 2000 }).catch(() => {});
  await widget.and(page.locator('[data-widget-state="mounted"]')).waitFor();
  await page.mouse.move(0, 0);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const out = path.resolve(import.meta.dirname, '../docs/screenshots');

/** Puts an element at the top of the viewport, less `margin` px of what is above it. */
async function scrollToTop(page: Page, selector: string, margin = 0) {
  await page
    .locator(selector)
    .first()
    .evaluate((element, m) => {
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - m, behavior: 'instant' });
    }, margin);
}

/** Waits until every widget the loader started near the viewport has mounted and its motions ended. */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-widget-state="loading"]'), undefined, {
    timeout: 10_000,
  });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.waitForTimeout(300);
}

interface Shot {
  file: string;
  url: string;
  viewport: { width: number; height: number };
  /** What happens before the picture is taken. */
  act?: (page: Page) => Promise<void>;
  /** Playwright's clock, for shots that wait on the page's own timers. */
  clock?: boolean;
}

const SHOTS: Shot[] = [
  { file: 'home-1280.png', url: '/', viewport: DESKTOP },
  { file: 'home-390.png', url: '/', viewport: PHONE },
  { file: 'about-1280.png', url: '/about', viewport: DESKTOP },
  { file: 'about-390.png', url: '/about', viewport: PHONE },
  { file: 'contact-1280.png', url: '/contact', viewport: DESKTOP },
  { file: 'contact-390.png', url: '/contact', viewport: PHONE },
  { file: 'reviews-390.png', url: '/reviews', viewport: PHONE },
  {
    file: 'strips-1280.png',
    url: '/',
    viewport: DESKTOP,
    act: (page) => scrollToTop(page, '.strip-section', 0),
  },
  {
    file: 'gallery-1280.png',
    url: '/about',
    viewport: DESKTOP,
    act: (page) => scrollToTop(page, '.gallery', 140),
  },
  {
    file: 'lightbox-390.png',
    url: '/about',
    viewport: PHONE,
    act: async (page) => {
      await scrollToTop(page, '.gallery', 100);
      await page.locator('[data-widget="site-lightbox"][data-widget-state="mounted"]').first().waitFor();
      await page.locator('.gallery a').first().click();
      await page.getByRole('dialog').first().waitFor();
    },
  },
  {
    file: 'nav-1280.png',
    url: '/',
    viewport: DESKTOP,
    act: async (page) => {
      await started(page, 'site-nav');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Menu', exact: true })
        .click();
    },
  },
  {
    file: 'nav-390.png',
    url: '/',
    viewport: PHONE,
    act: async (page) => {
      await started(page, 'site-nav');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Open navigation menu' }).click();
      await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    },
  },
  {
    file: 'chat-390.png',
    url: '/',
    viewport: PHONE,
    act: async (page) => {
      await scrollToTop(page, '.site-footer', -12);
      await started(page, 'site-chat');
      await page.getByRole('button', { name: /Show chat/i }).click();
      await page.waitForTimeout(400);
      await scrollToTop(page, '.site-footer', -12);
    },
  },
  {
    file: 'third-party-390.png',
    url: '/about',
    viewport: PHONE,
    clock: true,
    act: async (page) => {
      // spec 000 §7: the third party's script comes 8000 ms after the page's content is ready.
      await page.clock.runFor(8000);
      await page.locator('.third-party, [data-widget="site-third-party-reviews"]').first().waitFor();
      await scrollToTop(page, '[data-widget="site-third-party-reviews"]', 160);
      await page.waitForTimeout(500);
    },
  },
  {
    file: 'hostile-css-390.png',
    url: '/hostile-css.html',
    viewport: PHONE,
    act: async (page) => {
      await scrollToTop(page, '[data-widget="review-list"]', 16);
      await started(page, 'review-list');
      await scrollToTop(page, '[data-widget="review-list"] .sw-review-card', 16);
    },
  },
  {
    file: 'nav-no-script-390.png',
    url: '/',
    viewport: PHONE,
    act: async (page) => {
      await page.getByLabel('Show navigation').click();
    },
  },
];

const server = await startDemoServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const only = process.argv.slice(2);
  for (const shot of SHOTS) {
    if (only.length && !only.includes(shot.file)) continue;
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: shot.viewport,
      reducedMotion: 'reduce',
      javaScriptEnabled: !shot.file.includes('no-script'),
    });
    const page = await context.newPage();
    if (shot.clock) await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.goto(shot.url);
    await page.waitForLoadState('load');
    if (!shot.file.includes('no-script')) await settle(page);
    await shot.act?.(page);
    if (!shot.file.includes('no-script')) await settle(page);
    await page.screenshot({ path: path.join(out, shot.file) });
    console.log(`docs/screenshots/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
