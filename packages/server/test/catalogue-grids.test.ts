import type { GridCountResponse, GridItemsResponse, GridOwnerSettings } from '@site-widgets/contract';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { createCatalogueWidgetRepository } from '../src/modules/catalogue/catalogue-widget-repository.ts';
import { seedDemoGrids } from '../src/modules/catalogue/demo-grids.ts';
import { DIALECTS } from './support/databases.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Db = TestApp['database']['db'];

let serial = 0;

/** A content item inserted directly (no repository), with its terms. */
async function item(
  db: Db,
  values: Partial<Omit<DatabaseSchema['content_items'], 'id'>> & {
    kind: DatabaseSchema['content_items']['kind'];
  },
  termIds: number[] = [],
): Promise<number> {
  serial += 1;
  const { id } = await db
    .insertInto('content_items')
    .values({
      status: 'published',
      slug: `item-${serial}`,
      title: `Item ${serial}`,
      excerpt: '',
      content: '',
      search_body: '',
      author: 'Kate',
      language: 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: 0,
      source_key: null,
      published_at: `2026-01-${String((serial % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
      modified_at: '2026-02-01T10:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const termId of termIds)
    await db.insertInto('item_terms').values({ item_id: id, term_id: termId }).execute();
  return id;
}

async function term(db: Db, taxonomy: string, slug: string, name = slug): Promise<number> {
  const { id } = await db
    .insertInto('terms')
    .values({ taxonomy, slug, name, parent_id: null, depth: 0, description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function product(db: Db, itemId: number, values: Partial<DatabaseSchema['products']> = {}) {
  await db
    .insertInto('products')
    .values({
      item_id: itemId,
      product_type: 'simple',
      parent_id: null,
      sku: `SKU-${itemId}`,
      price_minor: 1000,
      sale_price_minor: null,
      currency: 'GBP',
      stock_status: 'instock',
      stock_quantity: 20,
      low_stock_threshold: 5,
      gallery: '[]',
      short_description: '',
      ...values,
    })
    .execute();
}

async function grid(
  t: TestApp,
  settings: Partial<GridOwnerSettings> & Pick<GridOwnerSettings, 'kind' | 'taxonomy'>,
) {
  return createCatalogueWidgetRepository(t.database.db).insert('grid', {
    terms: [],
    order: 'newest',
    postsPerPage: 2,
    maxPages: 0,
    ...settings,
  });
}

function fields(action: string, widgetId: number | string, extra: Record<string, string> = {}) {
  return {
    action,
    wpr_offset: '0',
    wpr_filter: '*',
    wpr_taxonomy: '',
    grid_settings: JSON.stringify({ widget_id: widgetId }),
    wpr_answer: 'json',
    ...extra,
  };
}

describe.each(DIALECTS)('grid calls on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function items(action: string, widgetId: number, extra: Record<string, string> = {}) {
    const response = await t.ajax(fields(action, widgetId, extra));
    expect(response.status, response.body).toBe(200);
    expect(response.body).not.toContain('<');
    return (JSON.parse(response.body) as GridItemsResponse).data;
  }

  /** Posts: 5 published in coffee or cakes, and a draft, a private and a password post in coffee. */
  async function journal() {
    const db = t.database.db;
    const coffee = await term(db, 'category', 'coffee', 'Coffee');
    const cakes = await term(db, 'category', 'cakes', 'Cakes');
    await term(db, 'post_tag', 'coffee', 'Coffee tag');
    const published = [];
    for (let i = 0; i < 5; i++)
      published.push(await item(db, { kind: 'post', title: `Post ${i}` }, [i < 3 ? coffee : cakes]));
    const hidden = [
      await item(db, { kind: 'post', status: 'draft', title: 'Draft post' }, [coffee]),
      await item(db, { kind: 'post', status: 'private', title: 'Private post' }, [coffee]),
      await item(db, { kind: 'post', password_protected: 1, title: 'Password post' }, [coffee]),
      await item(db, { kind: 'page', title: 'A page' }, [coffee]),
    ];
    const productId = await item(db, { kind: 'product', title: 'A product' }, [coffee]);
    await product(db, productId);
    return { coffee, cakes, published, hidden };
  }

  it('pages through only the published, non-password posts of the configured kind', async () => {
    t = await createTestApp(dialect);
    const { published } = await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category' });
    const seen: number[] = [];
    for (let offset = 0; offset < 10; offset += 2) {
      const page = await items('wpr_filter_grid_posts', id, { wpr_offset: String(offset) });
      expect(page.query_found).toBe(5);
      expect(page.page_count).toBe(3);
      seen.push(...page.items.map((i) => i.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...published].sort((a, b) => a - b));
  });

  it('gives only what the owner configured to a hostile grid_settings', async () => {
    t = await createTestApp(dialect);
    const { published } = await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category', postsPerPage: 3 });
    const hostile = JSON.stringify({
      widget_id: id,
      query_posts_per_page: 1_000_000,
      posts_per_page: 1_000_000,
      query_post_type: ['post', 'page', 'product', 'attachment'],
      post_status: ['draft', 'private', 'publish'],
      has_password: true,
      query_offset: -5,
      query_source: 'any',
    });
    const response = await t.ajax({
      ...fields('wpr_filter_grid_posts', id),
      grid_settings: hostile,
      wpr_item_length: '0',
    });
    expect(response.status).toBe(200);
    const data = (JSON.parse(response.body) as GridItemsResponse).data;
    expect(data.items).toHaveLength(3);
    expect(data.query_found).toBe(5);
    for (const shown of data.items) expect(published).toContain(shown.id);
    const html = await t.ajax({
      ...fields('wpr_filter_grid_posts', id),
      grid_settings: hostile,
      wpr_answer: '',
    });
    expect(html.body).not.toMatch(/Draft post|Private post|Password post|A page|A product/);
    expect(html.body.match(/data-grid-item-id=/g)).toHaveLength(3);
  });

  it('filters by a term of the allowed taxonomy, and answers empty outside it', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category', postsPerPage: 10 });
    const coffee = await items('wpr_filter_grid_posts', id, {
      wpr_filter: 'coffee',
      wpr_taxonomy: 'category',
    });
    expect(coffee.items.map((i) => i.title).sort()).toEqual(['Post 0', 'Post 1', 'Post 2']);
    expect(coffee.filter).toBe('coffee');
    // The original client's term class form.
    const dotted = await items('wpr_filter_grid_posts', id, { wpr_filter: '.cakes' });
    expect(dotted.query_found).toBe(2);
    // Another taxonomy (the tag of the same slug) is not the owner's: nothing.
    const tag = await items('wpr_filter_grid_posts', id, { wpr_filter: 'coffee', wpr_taxonomy: 'post_tag' });
    expect(tag).toMatchObject({ items: [], query_found: 0 });
    const unknown = await items('wpr_filter_grid_posts', id, { wpr_filter: 'no-such-term' });
    expect(unknown.query_found).toBe(0);
  });

  it('keeps to the terms the owner allowed', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category', terms: ['cakes'], postsPerPage: 10 });
    const all = await items('wpr_filter_grid_posts', id);
    expect(all.query_found).toBe(2);
    expect(all.terms?.map((x) => x.slug)).toEqual(['cakes']);
    const outside = await items('wpr_filter_grid_posts', id, { wpr_filter: 'coffee' });
    expect(outside.query_found).toBe(0);
  });

  it('counts visible items per filter (query_found, page_count) and the terms with their counts', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category', postsPerPage: 2 });
    const response = await t.ajax(fields('wpr_get_filtered_count', id, { wpr_filter: 'coffee' }));
    expect(JSON.parse(response.body)).toEqual({
      success: true,
      data: { query_found: 3, page_count: 2 },
    } satisfies GridCountResponse);
    const first = await items('wpr_filter_grid_posts', id);
    expect(first.terms).toEqual([
      { slug: 'cakes', name: 'Cakes', count: 2 },
      { slug: 'coffee', name: 'Coffee', count: 3 },
    ]);
  });

  it('stops at the owner’s max pages', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category', postsPerPage: 2, maxPages: 2 });
    const first = await items('wpr_filter_grid_posts', id);
    expect(first.query_found).toBe(4);
    const third = await items('wpr_filter_grid_posts', id, { wpr_offset: '4' });
    expect(third.items).toEqual([]);
  });

  it('answers 404 SW_UNKNOWN_GRID for an unknown widget or one of another kind', async () => {
    t = await createTestApp(dialect);
    const mediaGrid = await grid(t, { kind: 'media-grid', taxonomy: 'media_category' });
    for (const [action, id] of [
      ['wpr_filter_grid_posts', 999],
      ['wpr_filter_grid_posts', mediaGrid],
      ['wpr_get_woo_filtered_count', mediaGrid],
    ] as const) {
      const response = await t.ajax(fields(action, id));
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'SW_UNKNOWN_GRID', field: 'grid_settings' });
    }
  });

  it('refuses grid_settings that are not JSON naming a widget, and unsafe filters, with 400', async () => {
    t = await createTestApp(dialect);
    for (const extra of [
      { grid_settings: 'not json' },
      { grid_settings: '{"widget_id":"1 or 1=1"}' },
      { grid_settings: '[]' },
      { wpr_filter: '<script>' },
      { wpr_filter: "coffee' or '1'='1" },
      { wpr_offset: '-1' },
    ]) {
      const response = await t.ajax({ ...fields('wpr_filter_grid_posts', 1), ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body).not.toContain('<');
      expect(JSON.parse(response.body)).toMatchObject({ code: 'SW_BAD_FIELD' });
    }
  });

  it('shows products with price, sale price and stock as text, escaped', async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const beans = await term(db, 'product_cat', 'beans', 'Beans');
    const a = await item(db, { kind: 'product', title: 'House <b>blend</b>', menu_order: 1 }, [beans]);
    await product(db, a, {
      price_minor: 1250,
      sale_price_minor: 999,
      stock_quantity: 3,
      low_stock_threshold: 5,
    });
    const b = await item(db, { kind: 'product', title: 'Grinder', menu_order: 2 }, [beans]);
    await product(db, b, { price_minor: 8900, stock_status: 'outofstock', stock_quantity: 0 });
    const draft = await item(db, { kind: 'product', title: 'Secret', status: 'draft' }, [beans]);
    await product(db, draft);
    const id = await grid(t, {
      kind: 'product-grid',
      taxonomy: 'product_cat',
      order: 'menu-order',
      postsPerPage: 10,
    });
    const data = await items('wpr_filter_woo_products', id);
    expect(data.items.map((i) => i.title)).toEqual(['House <b>blend</b>', 'Grinder']);
    expect(data.items[0]?.product).toMatchObject({ priceMinor: 1250, salePriceMinor: 999, lowStock: true });
    const html = (await t.ajax(fields('wpr_filter_woo_products', id, { wpr_answer: 'html' }))).body;
    expect(html).toContain('House &lt;b&gt;blend&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Only 3 left in stock');
    expect(html).toContain('Out of stock');
    expect(html).toContain('£12.50');
    expect(html).toContain('£9.99');
    expect(html).not.toContain('Secret');
  });

  it('takes the page nonce in the spec’s `nonce` field as the original client sends it', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category' });
    const post = (nonce: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields('wpr_get_filtered_count', id), nonce }).toString(),
      });
    const good = await post(t.nonce);
    expect(good.statusCode).toBe(200);
    expect(JSON.parse(good.body).data.query_found).toBe(5);
    const bad = await post('forged');
    expect([bad.statusCode, bad.body]).toEqual([403, '-1']);
  });

  it('answers hostile field values with a 4xx or an inert answer, never a 5xx or markup from the request', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await grid(t, { kind: 'post-grid', taxonomy: 'category' });
    const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('wpr_filter_grid_posts', 'wpr_get_filtered_count'),
        fc.constantFrom(
          'wpr_offset',
          'wpr_item_length',
          'wpr_filter',
          'wpr_taxonomy',
          'grid_settings',
          'wpr_answer',
        ),
        hostile,
        async (action, field, value) => {
          const response = await t.ajax({ ...fields(action, id), [field]: value });
          expect(response.status, response.body.slice(0, 200)).toBeLessThan(500);
          if (/^[{[]/.test(response.body)) expect(response.body).not.toMatch(/[<>&]/);
          else if (value.length > 3 && /[<>]/.test(value)) expect(response.body).not.toContain(value);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('renders /journal with its first page in the HTML, published posts only, and hydration props', async () => {
    t = await createTestApp(dialect);
    await journal();
    await seedDemoGrids(t.database.db);
    await seedDemoGrids(t.database.db); // a second run adds nothing
    expect(await createCatalogueWidgetRepository(t.database.db).list()).toHaveLength(3);
    const page = await t.app.inject({ method: 'GET', url: '/journal' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-widget="post-grid"');
    expect(page.body.match(/<h3 class="sw-grid-card__title">/g)).toHaveLength(5);
    expect(page.body).not.toMatch(/Draft post|Private post|Password post|A page|A product/);
    for (const address of ['/gallery', '/shop']) {
      const other = await t.app.inject({ method: 'GET', url: address });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('data-widget=');
    }
  });

  it('says a page’s grid is not set up when its record is missing', async () => {
    t = await createTestApp(dialect);
    const page = await t.app.inject({ method: 'GET', url: '/shop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('has not been set up');
  });
});
