import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export { launchChromium } from '../../scripts/chromium.ts';

/**
 * This worker's demo server (e2e/support/demo-server.ts): the suite runs files on several workers at
 * once, each against a server and database of its own.
 */
function demo() {
  const servers = inject('demoServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[worker - 1];
  if (!server) throw new Error(`no demo server for e2e worker ${worker} (${servers.length} started)`);
  return server;
}

export const baseUrl = () => demo().baseUrl;
/** This worker's demo data directory: its SQLite file and secrets, the truth a test checks against. */
export const dataDir = () => demo().dataDir;
/** Issue 18 item 2: the port of the one other origin this worker's demo allows. */
export const foreignPort = () => demo().foreignPort;

/**
 * A page that records console errors and failed responses, so a test can assert there were none.
 * Chromium's own "Failed to load resource" console line is replaced by the response's URL and status,
 * so the demo's deliberately broken avatars can be told apart from real failures.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      errors.push(`HTTP ${response.status()} ${response.url()}`);
    }
  });
  return { page, errors };
}

/** The demo database, read directly: the truth an end-to-end test checks the page against. */
export function reviewIds(): { visible: number[]; hidden: number[] } {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('select id, hidden from reviews').all() as Array<{ id: number; hidden: number }>;
    return {
      visible: rows.filter((r) => !r.hidden).map((r) => r.id),
      hidden: rows.filter((r) => r.hidden).map((r) => r.id),
    };
  } finally {
    db.close();
  }
}

/**
 * Brings a widget's code in as a visitor does: scrolls to it and moves the pointer over it (a widget
 * whose server HTML is complete stays plain HTML until the visitor reaches it, issue 10), then waits
 * until it has mounted or hydrated. A widget not shown yet (a float waiting for its delay) starts by
 * itself near the viewport.
 */
export async function startWidget(widget: Locator, state: 'visible' | 'attached' = 'visible') {
  const mounted = widget.and(widget.page().locator('[data-widget-state="mounted"]'));
  // A visitor whose pointer lands beside a widget moves it again. So does this: on a busy machine the
  // page can still be settling (a lower section laid out as it nears, at its real height instead of its
  // stand-in) between the scroll and the hover, and the pointer then lands on what moved into its place.
  for (let attempt = 1; ; attempt++) {
    await widget.scrollIntoViewIfNeeded();
    const hovered = await widget.isVisible();
    if (hovered) await widget.hover({ force: true });
    const last = attempt === 4;
    try {
      await mounted.waitFor({ state, ...(last ? {} : { timeout: 5000 }) });
    } catch (error) {
      if (last) throw error;
      continue;
    } finally {
      // The pointer leaves again, so nothing that pauses on hover (a carousel's autoplay) stays paused.
      if (hovered) await widget.page().mouse.move(0, 0);
    }
    return widget;
  }
}

/** The first widget matching `selector`, started as a visitor starts it (startWidget). */
export async function mountedWidget(page: Page, selector = '[data-widget="review-list"]') {
  return startWidget(page.locator(selector).first());
}

export async function shownReviewIds(page: Page): Promise<number[]> {
  return page
    .locator('[data-review-id]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-review-id'))));
}

/** Runs axe-core in the page and returns its violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools rather than added as a script tag: the pages' CSP allows scripts from
  // their own origin only, and axe is the test's tool, not the page's.
  const axeSource = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
    'utf8',
  );
  await page.evaluate(`${axeSource}\n;void 0`);
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const axe = (window as any).axe;
    // Issue 10: sections far from the screen are not laid out until the visitor comes near them, and axe
    // reads colours from the laid-out page (a skipped link got the footer's background behind it). So
    // it reads the page laid out whole, as each part is by the time a visitor sees it; then as it was.
    const root = document.documentElement;
    const layout = root.getAttribute('data-layout');
    root.setAttribute('data-layout', 'whole');
    try {
      return await axe.run(document, { resultTypes: ['violations'] });
    } finally {
      if (layout === null) root.removeAttribute('data-layout');
      else root.setAttribute('data-layout', layout);
    }
  });
  return (result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Holds every widget chunk (not the loader) until `release()`: the page shows its server-rendered
 * widgets, and nothing of theirs runs, as on a slow connection.
 */
export async function holdChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?!loader\.js)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A layout shift, with the elements it names (`TAG.class`) and whether input had just come before it. */
export interface LayoutShift {
  value: number;
  nodes: string[];
  afterInput: boolean;
}

/** Records every layout shift from the page's start (the Layout Instability API). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __shifts: Array<{ value: number; nodes: string[]; afterInput: boolean }>;
    };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName);
        });
        w.__shifts.push({ value: entry.value, nodes, afterInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Forgets the shifts recorded so far (to count from a settled page on). */
export async function clearLayoutShifts(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __shifts: unknown[] }).__shifts.length = 0;
  });
}

export interface ShiftOptions {
  /** Count the shifts right after the visitor's input too (CLS leaves them out; stricter). */
  afterInput?: boolean;
}

/** The shifts recorded so far (recordLayoutShifts): those not caused by input, unless asked. */
export async function layoutShifts(page: Page, options: ShiftOptions = {}): Promise<LayoutShift[]> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
  return options.afterInput ? shifts : shifts.filter((shift) => !shift.afterInput);
}

/** The sum of the shifts recorded so far (CLS without its session windows: stricter). */
export async function shiftTotal(page: Page, options: ShiftOptions = {}): Promise<number> {
  return (await layoutShifts(page, options)).reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * shiftTotal once two frames have passed, so a shift the last change caused has been reported (not
 * under a paused page clock: its frames wait for it).
 */
export async function settledShiftTotal(page: Page, options: ShiftOptions = {}): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return shiftTotal(page, options);
}
