import type { GridItemsResponse, GridOwnerSettings } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { createCatalogueWidgetRepository } from '../src/modules/catalogue/catalogue-widget-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { HOSTILE_STRINGS, XSS_VECTORS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Db = TestApp['database']['db'];

let serial = 0;

/** A product inserted directly (the index triggers keep content_fts / search_vector in step). */
async function product(
  db: Db,
  title: string,
  body: string,
  termId: number,
  values: Partial<Omit<DatabaseSchema['content_items'], 'id'>> = {},
) {
  serial += 1;
  const { id } = await db
    .insertInto('content_items')
    .values({
      kind: 'product',
      status: 'published',
      slug: `product-${serial}`,
      title,
      excerpt: '',
      content: `<p>${body}</p>`,
      search_body: body,
      author: 'Kate',
      language: 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: serial,
      source_key: null,
      published_at: '2026-01-01T10:00:00.000Z',
      modified_at: '2026-01-01T10:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({
      item_id: id,
      product_type: 'simple',
      parent_id: null,
      sku: `SKU-${id}`,
      price_minor: 1000,
      sale_price_minor: null,
      currency: 'GBP',
      stock_status: 'instock',
      stock_quantity: 20,
      low_stock_threshold: 5,
      gallery: '[]',
      short_description: '',
    })
    .execute();
  await db.insertInto('item_terms').values({ item_id: id, term_id: termId }).execute();
}

async function term(db: Db, slug: string): Promise<number> {
  const { id } = await db
    .insertInto('terms')
    .values({ taxonomy: 'product_cat', slug, name: slug, parent_id: null, depth: 0, description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(DIALECTS)('the product grid filtered by text on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Beans (three hazelnut, one plain), kit (a hazelnut grinder), a draft and a password hazelnut bean. */
  async function shop(settings: Partial<GridOwnerSettings> = {}) {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const beans = await term(db, 'beans');
    const kit = await term(db, 'kit');
    await product(db, 'House blend', 'Chocolate and hazelnut notes', beans);
    await product(db, 'Harbour espresso', 'Hazelnut, caramel', beans);
    await product(db, 'Quay decaf', 'Gentle hazelnuts and cream', beans);
    await product(db, 'Single origin', 'Citrus and jasmine', beans);
    await product(db, 'Hazelnut grinder', 'A burr grinder', kit);
    await product(db, 'Secret hazelnut', 'Hazelnut draft', beans, { status: 'draft' });
    await product(db, 'Locked hazelnut', 'Hazelnut locked', beans, { password_protected: 1 });
    return createCatalogueWidgetRepository(db).insert('grid', {
      kind: 'product-grid',
      taxonomy: 'product_cat',
      terms: [],
      order: 'menu-order',
      postsPerPage: 2,
      maxPages: 0,
      ...settings,
    });
  }

  async function read(widgetId: number, extra: Record<string, string | string[]>) {
    const response = await t.ajax({
      action: 'wpr_filter_woo_products',
      grid_settings: JSON.stringify({ widget_id: widgetId }),
      wpr_answer: 'json',
      ...extra,
    });
    expect(response.status, response.body).toBe(200);
    expect(response.body).not.toContain('<');
    return (JSON.parse(response.body) as GridItemsResponse).data;
  }

  it('a text term narrows the grid, and paging and counts continue within the narrowed set', async () => {
    const id = await shop();
    const all = await read(id, { wpr_offset: '0' });
    expect(all.query_found).toBe(5);
    const first = await read(id, { wpr_offset: '0', wpr_search: 'hazelnut' });
    expect(first.query_found).toBe(4);
    expect(first.page_count).toBe(2);
    expect(first.items.map((item) => item.title)).toEqual(['House blend', 'Harbour espresso']);
    const second = await read(id, { wpr_offset: '2', wpr_search: 'hazelnut' });
    expect(second.items.map((item) => item.title)).toEqual(['Quay decaf', 'Hazelnut grinder']);
    // Prefix matching as you type, and every word required.
    expect((await read(id, { wpr_offset: '0', wpr_search: 'haz carame' })).query_found).toBe(1);
    const counted = await t.ajax({
      action: 'wpr_get_woo_filtered_count',
      grid_settings: JSON.stringify({ widget_id: id }),
      wpr_search: 'hazelnut',
    });
    expect(JSON.parse(counted.body).data).toEqual({ query_found: 4, page_count: 2 });
  });

  it('a blank or symbol-only term is no text filter', async () => {
    const id = await shop();
    expect((await read(id, { wpr_search: '   ' })).query_found).toBe(5);
    expect((await read(id, { wpr_search: '***' })).query_found).toBe(5);
  });

  it('cannot widen past the owner’s record: terms, a chosen filter, drafts and password items stay out', async () => {
    const id = await shop({ terms: ['beans'] });
    const found = await read(id, { wpr_search: 'hazelnut' });
    expect(found.items.map((item) => item.title)).toEqual(['House blend', 'Harbour espresso']);
    expect(found.query_found).toBe(3);
    expect((await read(id, { wpr_search: 'grinder' })).query_found).toBe(0);
    expect((await read(id, { wpr_search: 'secret' })).query_found).toBe(0);
    expect((await read(id, { wpr_search: 'locked' })).query_found).toBe(0);
    expect((await read(id, { wpr_search: 'hazelnut', wpr_filter: 'kit' })).query_found).toBe(0);
    const capped = await createCatalogueWidgetRepository(t.database.db).insert('capped', {
      kind: 'product-grid',
      taxonomy: 'product_cat',
      terms: [],
      order: 'menu-order',
      postsPerPage: 2,
      maxPages: 1,
    });
    expect((await read(capped, { wpr_search: 'hazelnut' })).query_found).toBe(2);
  });

  it('hostile terms never answer a 5xx nor markup, and operators stay words', async () => {
    const id = await shop();
    const terms = [
      ...XSS_VECTORS,
      ...HOSTILE_STRINGS.slice(0, 150),
      '"hazelnut',
      'hazelnut OR grinder',
      'NEAR(hazelnut grinder)',
      '{title}: hazelnut',
      'hazelnut:* | grinder',
      "'); drop table content_items; --",
      '\u0000hazelnut',
      'h'.repeat(5000),
      `${'hazelnut '.repeat(50)}`,
    ];
    for (const text of terms) {
      const response = await t.ajax({
        action: 'wpr_filter_woo_products',
        grid_settings: JSON.stringify({ widget_id: id }),
        wpr_answer: 'json',
        wpr_search: text,
      });
      expect(response.status, text).toBeLessThan(500);
      expect(response.body, text).not.toContain('<');
    }
    // 'OR' is a word, not an operator: never the union of both (PostgreSQL's English stems drop it as a
    // stop word, leaving 'hazelnut grinder'; SQLite requires it and finds none).
    expect((await read(id, { wpr_search: 'hazelnut OR grinder' })).query_found).toBeLessThanOrEqual(1);
  });
});
