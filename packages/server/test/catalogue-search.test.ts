import type { LiveSearchSettings } from '@site-widgets/contract';
import type { Insertable } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentItemsTable } from '../src/db/schema.ts';
import { createCatalogueWidgetRepository } from '../src/modules/catalogue/catalogue-widget-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { XSS_VECTORS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type NewItem = Partial<Insertable<ContentItemsTable>> & { title: string };

describe.each(DIALECTS)('wpr_data_fetch (live search) on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());
  let slugNumber = 0;

  /** Inserts one content item directly (the full-text index follows by itself); returns its id. */
  async function addItem(fields: NewItem): Promise<number> {
    slugNumber += 1;
    const { id } = await t.database.db
      .insertInto('content_items')
      .values({
        kind: 'post',
        status: 'published',
        slug: `item-${slugNumber}`,
        excerpt: '',
        content: '',
        search_body: '',
        author: 'Kate',
        language: 'en',
        password_protected: 0,
        featured_media_id: null,
        menu_order: 0,
        source_key: null,
        published_at: `2025-01-${String(10 + (slugNumber % 18)).padStart(2, '0')}T12:00:00.000Z`,
        modified_at: '2025-02-01T12:00:00.000Z',
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function addMedia(title: string, renditions = true): Promise<number> {
    const id = await addItem({ kind: 'media', title });
    await t.database.db
      .insertInto('media_files')
      .values({
        item_id: id,
        file_name: `${id}.webp`,
        mime_type: 'image/webp',
        width: 1200,
        height: 800,
        bytes: 1000,
        alt: `${title} alt`,
        caption: '',
        renditions: renditions
          ? JSON.stringify([
              { name: 'thumbnail', width: 150, height: 150, file_name: `${id}-thumbnail.webp` },
            ])
          : '[]',
      })
      .execute();
    return id;
  }

  async function addProduct(title: string, priceMinor: number, salePriceMinor: number | null = null) {
    const id = await addItem({ kind: 'product', title });
    await t.database.db
      .insertInto('products')
      .values({
        item_id: id,
        product_type: 'simple',
        parent_id: null,
        sku: `SKU-${id}`,
        price_minor: priceMinor,
        sale_price_minor: salePriceMinor,
        currency: 'GBP',
        stock_status: 'instock',
        stock_quantity: null,
        low_stock_threshold: null,
        gallery: '[]',
        short_description: '',
      })
      .execute();
    return id;
  }

  async function addTerm(taxonomy: string, slug: string, itemIds: number[]) {
    const { id } = await t.database.db
      .insertInto('terms')
      .values({ taxonomy, slug, name: slug.toUpperCase(), parent_id: null, depth: 0, description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const itemId of itemIds)
      await t.database.db.insertInto('item_terms').values({ item_id: itemId, term_id: id }).execute();
  }

  async function searchWidget(settings: Partial<LiveSearchSettings> = {}): Promise<number> {
    return createCatalogueWidgetRepository(t.database.db).insert('Search', {
      kind: 'live-search',
      kinds: ['post', 'page', 'product'],
      maxResults: 10,
      allowPasswordProtected: false,
      categories: [],
      resultsPath: '/search',
      ...settings,
    });
  }

  const fetch = (widget: number, fields: Record<string, string>) =>
    t.ajax({ action: 'wpr_data_fetch', sw_search_widget: String(widget), ...fields });

  const titles = (body: string) =>
    [...body.matchAll(/data-slot="search-result-title">([^<]*)</g)].map((m) => m[1]);
  const ids = (body: string) => [...body.matchAll(/data-id="(\d+)"/g)].map((m) => Number(m[1]));

  it('answers HTML results of published items matching every word, title matches first', async () => {
    t = await createTestApp(dialect);
    await addItem({ title: 'Harbour walk', search_body: 'We took the flat white down to the latte boats' });
    await addItem({ title: 'Latte art class', search_body: 'Milk and patience' });
    await addItem({ title: 'Scones', search_body: 'Clotted cream first' });
    const widget = await searchWidget();
    const response = await fetch(widget, { wpr_keyword: 'latte' });
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/html; charset=utf-8');
    expect(titles(response.body)).toEqual(['Latte art class', 'Harbour walk']);
    expect(response.body).toContain('data-total="2"');
    // Prefix matching as the visitor types.
    expect(titles((await fetch(widget, { wpr_keyword: 'lat ar' })).body)).toEqual(['Latte art class']);
  });

  it('never shows drafts, private or password-protected items, nor kinds the widget does not allow', async () => {
    t = await createTestApp(dialect);
    await addItem({ title: 'Espresso published' });
    await addItem({ title: 'Espresso draft', status: 'draft' });
    await addItem({ title: 'Espresso private', status: 'private' });
    await addItem({ title: 'Espresso locked', password_protected: 1, excerpt: 'secret text' });
    await addItem({ title: 'Espresso page', kind: 'page' });
    await addMedia('Espresso photo');
    const widget = await searchWidget({ kinds: ['post'] });
    const hostile = {
      wpr_keyword: 'espresso',
      wpr_query_type: 'custom',
      wpr_option_post_type: 'page',
      wpr_show_ps_pt: 'yes',
      wpr_show_attachments: 'yes',
    };
    expect(titles((await fetch(widget, hostile)).body)).toEqual([]);
    const all = await fetch(widget, { ...hostile, wpr_query_type: 'all' });
    expect(titles(all.body)).toEqual(['Espresso published']);
    expect(all.body).not.toContain('secret text');
  });

  it('shows a password-protected title, and nothing else of it, only when the owner allows and the box asks', async () => {
    t = await createTestApp(dialect);
    await addItem({ title: 'Mocha locked', password_protected: 1, excerpt: 'secret recipe' });
    const widget = await searchWidget({ allowPasswordProtected: true });
    expect(titles((await fetch(widget, { wpr_keyword: 'mocha' })).body)).toEqual([]);
    const asked = await fetch(widget, {
      wpr_keyword: 'mocha',
      wpr_show_ps_pt: 'yes',
      wpr_show_description: 'yes',
    });
    expect(titles(asked.body)).toEqual(['Mocha locked']);
    expect(asked.body).toContain('data-protected="yes"');
    expect(asked.body).not.toContain('secret recipe');
  });

  it('shows media only when the owner lists them and the box asks for attachments', async () => {
    t = await createTestApp(dialect);
    await addMedia('Harbour sunrise');
    const without = await searchWidget();
    expect(
      titles((await fetch(without, { wpr_keyword: 'sunrise', wpr_show_attachments: 'yes' })).body),
    ).toEqual([]);
    const withMedia = await searchWidget({ kinds: ['post', 'media'] });
    expect(titles((await fetch(withMedia, { wpr_keyword: 'sunrise' })).body)).toEqual([]);
    const asked = await fetch(withMedia, {
      wpr_keyword: 'sunrise',
      wpr_show_attachments: 'yes',
      wpr_show_ajax_thumbnail: 'yes',
    });
    expect(titles(asked.body)).toEqual(['Harbour sunrise']);
    expect(asked.body).toMatch(/<img[^>]*src="\/media\/\d+-thumbnail\.webp"[^>]*width="150" height="150"/);
  });

  it('caps a hostile number of results at the owner’s maximum and pages by offset', async () => {
    t = await createTestApp(dialect);
    for (let n = 0; n < 7; n += 1) await addItem({ title: `Cake ${n}` });
    const widget = await searchWidget({ maxResults: 3 });
    const first = await fetch(widget, { wpr_keyword: 'cake', wpr_number_of_results: '1000000' });
    expect(ids(first.body)).toHaveLength(3);
    expect(first.body).toContain('data-next-offset="3"');
    const seen = [...ids(first.body)];
    for (const offset of ['3', '6']) {
      const page = await fetch(widget, { wpr_keyword: 'cake', wpr_search_results_offset: offset });
      seen.push(...ids(page.body));
      if (offset === '6') expect(page.body).not.toContain('data-next-offset');
    }
    expect(new Set(seen).size).toBe(7);
    expect(seen).toHaveLength(7);
  });

  it('narrows by a category the owner offers, and ignores one it does not', async () => {
    t = await createTestApp(dialect);
    const beans = await addProduct('House blend beans', 1250);
    const grinder = await addProduct('House grinder', 8900);
    await addTerm('product_cat', 'beans', [beans]);
    await addTerm('product_cat', 'equipment', [grinder]);
    const widget = await searchWidget({ categories: ['beans'] });
    const narrowed = await fetch(widget, {
      wpr_keyword: 'house',
      wpr_category: 'beans',
      wpr_taxonomy_type: 'product_cat',
    });
    expect(titles(narrowed.body)).toEqual(['House blend beans']);
    const other = await fetch(widget, { wpr_keyword: 'house', wpr_category: 'equipment' });
    expect(titles(other.body).sort()).toEqual(['House blend beans', 'House grinder']);
  });

  it('cuts the description to the word count and shows prices, thumbnails and the link target as asked', async () => {
    t = await createTestApp(dialect);
    const photo = await addMedia('Kettle photo', false);
    const kettle = await addProduct('Copper kettle', 4500, 3900);
    await t.database.db
      .updateTable('content_items')
      .set({ excerpt: 'one two three four five six', featured_media_id: photo })
      .where('id', '=', kettle)
      .execute();
    await addProduct('Copper scoop', 500);
    const widget = await searchWidget();
    const response = await fetch(widget, {
      wpr_keyword: 'copper',
      wpr_show_description: 'yes',
      wpr_number_of_words: '3',
      wpr_show_product_price: 'yes',
      wpr_show_ajax_thumbnail: 'yes',
      wpr_exclude_without_thumb: 'yes',
      wpr_ajax_search_link_target: '_blank',
    });
    expect(titles(response.body)).toEqual(['Copper kettle']);
    expect(response.body).toContain('one two three…');
    expect(response.body).not.toContain('four');
    expect(response.body).toContain('<del data-slot="search-result-regular-price">£45.00</del>');
    expect(response.body).toContain('£39.00');
    // No rendition yet: the original, scaled into 150 px, its box still reserved.
    expect(response.body).toMatch(/src="\/media\/\d+\.webp" width="150" height="100"/);
    expect(response.body).toMatch(/href="\/shop\/item-\d+" target="_blank" rel="noopener"/);
  });

  it('renders hostile visitor text as text: no raw markup from keyword, no-results or button text', async () => {
    t = await createTestApp(dialect);
    await addItem({ title: 'Flat white' });
    const widget = await searchWidget();
    for (const vector of XSS_VECTORS.slice(0, 12)) {
      const none = await fetch(widget, { wpr_keyword: vector.slice(0, 100), wpr_no_results: vector });
      expect(none.status).toBe(200);
      expect(none.body).not.toMatch(/<(script|img|svg|iframe|a href="javascript)/i);
      const found = await fetch(widget, {
        wpr_keyword: 'flat',
        wpr_show_view_result_btn: 'yes',
        wpr_view_result_text: vector,
      });
      expect(titles(found.body)).toEqual(['Flat white']);
      expect(found.body).not.toMatch(/<(script|img|svg|iframe)/i);
    }
  });

  it('refuses what it cannot answer with a clear error, never a 500', async () => {
    t = await createTestApp(dialect);
    const widget = await searchWidget();
    const grid = await createCatalogueWidgetRepository(t.database.db).insert('Grid', { kind: 'post-grid' });
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ wpr_keyword: 'x'.repeat(101) }, 400, 'wpr_keyword'],
      [{ wpr_keyword: 'cake', wpr_search_results_offset: '1001' }, 400, 'wpr_search_results_offset'],
      [{ wpr_keyword: 'cake', wpr_option_post_type: 'shop_order' }, 400, 'wpr_option_post_type'],
      [{ wpr_keyword: 'cake', wpr_category: "' or 1=1 --" }, 400, 'wpr_category'],
      [{ wpr_keyword: 'cake', wpr_show_description: '<b>' }, 400, 'wpr_show_description'],
    ];
    for (const [fields, status, field] of cases) {
      const response = await fetch(widget, fields);
      expect(response.status).toBe(status);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'yes', code: 'SW_BAD_FIELD', field });
    }
    for (const id of [grid, widget + 100]) {
      const response = await fetch(id, { wpr_keyword: 'cake' });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({
        code: 'SW_UNKNOWN_SEARCH_WIDGET',
        field: 'sw_search_widget',
      });
    }
    const missing = await t.ajax({ action: 'wpr_data_fetch', wpr_keyword: 'cake' });
    expect(JSON.parse(missing.body)).toMatchObject({ code: 'SW_BAD_FIELD', field: 'sw_search_widget' });
    // Words made only of symbols search nothing, quietly.
    const symbols = await fetch(widget, { wpr_keyword: '"*:&|!()-' });
    expect(symbols.status).toBe(200);
    expect(symbols.body).toContain('data-total="0"');
  });

  it('serves the same results as a page without JavaScript at /search', async () => {
    t = await createTestApp(dialect);
    await addItem({ title: 'Latte art class', excerpt: 'Milk and patience' });
    await addItem({ title: 'Latte draft', status: 'draft' });
    const widget = await searchWidget();
    const page = await t.app.inject({ url: `/search?s=latte&search_id=${widget}` });
    expect(page.statusCode).toBe(200);
    expect(titles(page.body)).toEqual(['Latte art class']);
    expect(page.body).toContain('Milk and patience');
    expect(page.body).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(page.body).toMatch(/<input[^>]*name="s"[^>]*value="latte"/);
    const hostile = await t.app.inject({
      url: `/search?s=${encodeURIComponent('<script>alert(1)</script>')}&search_id=${widget}`,
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect(hostile.body).toContain('&lt;script&gt;alert(1)');
    const unknown = await t.app.inject({ url: '/search?s=latte&search_id=999999' });
    expect(unknown.statusCode).toBe(404);
  });
});
