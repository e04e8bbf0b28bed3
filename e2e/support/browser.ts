import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Debian's Chromium with the flags this closed network needs (tooling.md). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

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
  const db = new Database(path.join(inject('dataDir'), 'site-widgets.sqlite'), { readonly: true });
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
 * Scrolls a widget into view (the loader starts widgets only near the viewport) and waits until it has
 * mounted or hydrated.
 */
export async function mountedWidget(page: Page, selector = '[data-widget="review-list"]') {
  const widget = page.locator(selector).first();
  await widget.scrollIntoViewIfNeeded();
  await page.locator(`${selector}[data-widget-state="mounted"]`).first().waitFor();
  return widget;
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
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return (result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
