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

/** One row of the demo database, read directly. */
function row<T>(query: string, ...values: unknown[]): T {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'), { readonly: true });
  try {
    return db.prepare(query).get(...values) as T;
  } finally {
    db.close();
  }
}

/** Started as a visitor starts it (issue 10: a grid with load-more waits for the visitor to reach it). */
async function mounted(page: Page, widget: string) {
  await startWidget(page.locator(`[data-widget="${widget}"]`).first());
}

/** The page shows the item: its title as the one h1, and it answered 200. */
async function expectItemPage(page: Page, title: string) {
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  expect(await page.title()).toContain(title);
}

describe('single item pages (issue 11)', () => {
  it('a journal card opens its post page', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/journal');
    await mounted(page, 'post-grid');
    const link = page
      .getByRole('region', { name: 'Journal posts' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    const title = (await link.textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/journal\/[a-z0-9-]+$/), link.click()]);
    await expectItemPage(page, title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a shop card opens its product page with the price and stock it showed', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/shop');
    await mounted(page, 'product-grid');
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
    const link = card.getByRole('heading', { level: 3 }).getByRole('link');
    const title = (await link.textContent()) ?? '';
    const price = (await card.locator('[data-slot="buy"] p').first().textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/shop\/[a-z0-9-]+$/), link.click()]);
    await expectItemPage(page, title);
    expect(await page.getByRole('main').textContent()).toContain(price);
    // Issue 15: a simple product in stock has its add-to-cart form.
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Add to cart/ })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a header search result opens its page', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-01T09:00:00Z'));
    await page.goto('/');
    // The header box waits for the visitor (issue 10 islands): the pointer over it starts it.
    const box = await startWidget(page.locator('header [data-widget="live-search"]'));
    const field = box.getByRole('combobox', { name: 'Search the site' });
    await field.click();
    await field.pressSequentially('espresso');
    await page.clock.runFor(400);
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    const option = box.getByRole('listbox').getByRole('option').first();
    await Promise.all([page.waitForURL(/\/(journal|shop)\/[a-z0-9-]+$/), option.click()]);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    const { title } = row<{ title: string }>('select title from content_items where slug = ?', slug);
    await expectItemPage(page, title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a draft post answers the same 404 as an unknown address', async () => {
    const draft = row<{ slug: string } | undefined>(
      "select slug from content_items where kind = 'post' and status <> 'published' limit 1",
    );
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const unknown = await page.goto('/journal/no-such-post-anywhere');
    expect(unknown?.status()).toBe(404);
    const unknownBody = await unknown?.text();
    if (draft) {
      const response = await page.goto(`/journal/${draft.slug}`);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toBe(unknownBody);
    }
    await page.context().close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a post page and a product page are axe-clean at ${viewport.width} px`, async () => {
      const post = row<{ slug: string }>(
        `select c.slug from content_items c where c.kind = 'post' and c.status = 'published'
         and c.password_protected = 0 and c.featured_media_id is not null order by c.id limit 1`,
      );
      const product = row<{ slug: string }>(
        `select c.slug from content_items c join products p on p.item_id = c.id where c.kind = 'product'
         and c.status = 'published' and c.password_protected = 0 and p.sale_price_minor is not null limit 1`,
      );
      for (const url of [`/journal/${post.slug}`, `/shop/${product.slug}`]) {
        const { page, errors } = await openPage(browser, { viewport });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        expect(await axeViolations(page), url).toEqual([]);
        expect(errors, url).toEqual([]);
        await page.context().close();
      }
    });
  }
});
