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

/** The visible products whose indexed text has a word starting with `word` (the same FTS5 index). */
function productsMatching(word: string): string[] {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return (
      db
        .prepare(
          `select c.title from content_items c join products p on p.item_id = c.id
           where c.kind = 'product' and c.status = 'published' and c.password_protected = 0
           and c.id in (select rowid from content_fts where content_fts match ?)`,
        )
        .all(`"${word}"*`) as Array<{ title: string }>
    ).map((row) => row.title);
  } finally {
    db.close();
  }
}

/** The `wpr_search` of each product grid call the page makes ('' when absent), in order. */
function gridCalls(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/wp-admin/admin-ajax.php')) return;
    const fields = new URLSearchParams(request.postData() ?? '');
    if (fields.get('action') === 'wpr_filter_woo_products') searches.push(fields.get('wpr_search') ?? '');
  });
  return searches;
}

async function openShop(viewport = DESKTOP) {
  const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
  const calls = gridCalls(page);
  await page.goto('/shop');
  await startWidget(page.locator('[data-widget="product-grid"]'));
  const grid = page.getByRole('region', { name: 'Products' });
  const field = grid.getByRole('searchbox', { name: 'Search the shop' });
  const titles = () => grid.getByRole('heading', { level: 3 }).allTextContents();
  return { page, errors, calls, grid, field, titles };
}

describe('the shop’s search box filters the product grid (issue 11 item 6)', () => {
  it('reloads the grid 400 ms after the last key with the term, ignores Enter, and an empty box brings all back', async () => {
    const expected = productsMatching('espresso');
    expect(expected.length).toBeGreaterThan(0);
    const { page, errors, calls, field, titles } = await openShop();
    const before = await titles();
    await field.click();
    await field.pressSequentially('es');
    await page.clock.runFor(2000);
    expect(calls).toEqual([]);
    await field.pressSequentially('pre');
    await page.clock.runFor(300);
    await field.pressSequentially('sso');
    await page.clock.runFor(399);
    expect(calls).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => calls).toEqual(['espresso']);
    await expect.poll(async () => (await titles()).sort()).toEqual([...expected].sort());
    await field.press('Enter');
    await page.clock.runFor(1000);
    expect(calls).toEqual(['espresso']);
    expect(new URL(page.url()).pathname).toBe('/shop');
    await field.fill('');
    await page.clock.runFor(400);
    await expect.poll(() => calls).toEqual(['espresso', '']);
    await expect.poll(() => titles()).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a word no product has shows that nothing matches', async () => {
    const { page, calls, field, grid } = await openShop();
    await field.click();
    await field.pressSequentially('zzqxv');
    await page.clock.runFor(400);
    await expect.poll(() => calls).toEqual(['zzqxv']);
    await grid.getByRole('status').filter({ hasText: 'No products match your search.' }).waitFor();
    expect(await grid.getByRole('heading', { level: 3 }).count()).toBe(0);
    await page.context().close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`/shop with its search box is axe-clean at ${viewport.width} px`, async () => {
      const { page, errors, calls, field } = await openShop(viewport);
      await field.click();
      await field.pressSequentially('espresso');
      await page.clock.runFor(400);
      await expect.poll(() => calls).toEqual(['espresso']);
      await page
        .getByRole('region', { name: 'Products' })
        .getByRole('heading', { level: 3 })
        .first()
        .waitFor();
      // axe runs on timers of its own: let the page's clock run again.
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
