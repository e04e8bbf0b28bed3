import type { LoopGridOwnerSettings } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { demoLoopId, seedDemoLoop } from '../src/modules/builder/loop-demo.ts';
import { createCatalogueWidgetRepository } from '../src/modules/catalogue/catalogue-widget-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Db = TestApp['database']['db'];
const ROUTE = '/wp-json/elementor-pro/v1/refresh-loop';

let serial = 0;

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
      slug: `loop-item-${serial}`,
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

async function term(db: Db, taxonomy: string, slug: string): Promise<number> {
  const { id } = await db
    .insertInto('terms')
    .values({ taxonomy, slug, name: slug, parent_id: null, depth: 0, description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const filter = (selectedTaxonomy: string, terms: string[], logicalJoin = 'OR') => ({
  filterType: 'taxonomy',
  filterData: { selectedTaxonomy, terms, logicalJoin },
});

describe.each(DIALECTS)('refresh-loop on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Five published posts; a draft, a private, a password post, a page and a product, all in "news". */
  async function journal() {
    const db = t.database.db;
    const news = await term(db, 'category', 'news');
    const events = await term(db, 'category', 'events');
    const baking = await term(db, 'category', 'baking');
    const milk = await term(db, 'post_tag', 'milk');
    const seasonal = await term(db, 'post_tag', 'seasonal');
    await term(db, 'product_cat', 'beans');
    await item(db, { kind: 'post', title: 'Post A' }, [news, milk]);
    await item(db, { kind: 'post', title: 'Post B' }, [news, seasonal]);
    await item(db, { kind: 'post', title: 'Post C' }, [events, milk]);
    await item(db, { kind: 'post', title: 'Post D' }, [baking, seasonal]);
    await item(db, { kind: 'post', title: 'Post E' }, [baking]);
    await item(db, { kind: 'post', status: 'draft', title: 'Draft post' }, [news, milk]);
    await item(db, { kind: 'post', status: 'private', title: 'Private post' }, [news, milk]);
    await item(db, { kind: 'post', password_protected: 1, title: 'Password post' }, [news, milk]);
    await item(db, { kind: 'page', title: 'A page' }, [news, milk]);
    await item(db, { kind: 'product', title: 'A product' }, [news, milk]);
  }

  async function loop(settings: Partial<LoopGridOwnerSettings> = {}) {
    return createCatalogueWidgetRepository(t.database.db).insert('loop', {
      kind: 'loop-grid',
      source: 'post-grid',
      taxonomies: ['category', 'post_tag'],
      filterJoin: 'OR',
      order: 'title',
      postsPerPage: 10,
      maxPages: 0,
      ...settings,
    });
  }

  async function refresh(body: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** The post titles an OK answer shows, in order. */
  async function titles(body: unknown): Promise<string[]> {
    const response = await refresh(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('<');
    const { data } = JSON.parse(response.body) as { data: string };
    return [...data.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map((match) => match[1] ?? '');
  }

  const request = (widgetId: number, widgetFilters: unknown = {}, extra: object = {}) => ({
    post_id: 40,
    widget_id: String(widgetId),
    widget_filters: widgetFilters,
    pagination_base_url: 'https://cafe.example/topics?page=3&paged=2',
    ...extra,
  });

  it('answers the container HTML for the filters: OR, AND, NOT, across taxonomies', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop();
    expect(await titles(request(id))).toEqual(['Post A', 'Post B', 'Post C', 'Post D', 'Post E']);
    expect(await titles(request(id, { f: filter('category', ['news', 'events']) }))).toEqual([
      'Post A',
      'Post B',
      'Post C',
    ]);
    expect(await titles(request(id, { f: filter('post_tag', ['milk', 'seasonal'], 'AND') }))).toEqual([]);
    expect(
      await titles(request(id, { a: filter('category', ['news']), b: filter('post_tag', ['milk']) })),
    ).toEqual(['Post A']);
    expect(await titles(request(id, { f: filter('category', ['news'], 'NOT') }))).toEqual([
      'Post C',
      'Post D',
      'Post E',
    ]);
  });

  it('merges the terms of two filters on one taxonomy and ignores a filter with another operator', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop();
    expect(
      await titles(
        request(id, { a: filter('category', ['news']), b: filter('category', ['baking', 'news']) }),
      ),
    ).toEqual(['Post A', 'Post B', 'Post D', 'Post E']);
    expect(await titles(request(id, { a: filter('category', ['news'], 'DISABLED') }))).toHaveLength(5);
    expect(await titles(request(id, { a: filter('category', ['news'], 'XOR') }))).toHaveLength(5);
  });

  it('never shows drafts, private or password posts, pages or products, whatever the request asks', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop({ postsPerPage: 3 });
    const hostile = request(
      id,
      { f: filter('category', ['news']) },
      {
        post_type: ['page', 'product', 'any'],
        post_status: ['draft', 'private'],
        posts_per_page: 1_000_000,
        widget_model: { settings: { posts_per_page: 1_000_000, post_type: 'page', post_status: 'any' } },
      },
    );
    const shown = await titles(hostile);
    expect(shown).toEqual(['Post A', 'Post B']);
    // 10⁶ items asked: the owner's page size holds.
    const all = await titles(
      request(id, {}, { posts_per_page: 1_000_000, widget_model: { posts_per_page: 1e6 } }),
    );
    expect(all).toEqual(['Post A', 'Post B', 'Post C']);
  });

  it('refuses a taxonomy the owner did not allow, naming the field, and drops terms that do not exist', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop({ taxonomies: ['category'] });
    const refused = await refresh(request(id, { f: filter('post_tag', ['milk']) }));
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'SW_BAD_FIELD', field: 'widget_filters' });
    const other = await refresh(request(id, { f: filter('product_cat', ['beans']) }));
    expect(other.statusCode).toBe(400);
    expect(await titles(request(id, { f: filter('category', ['no-such-term']) }))).toHaveLength(5);
    expect(await titles(request(id, { f: filter('category', ['no-such-term', 'events']) }))).toEqual([
      'Post C',
    ]);
  });

  it('answers 404 for unknown widget ids and for a record that is not a loop grid', async () => {
    t = await createTestApp(dialect);
    await journal();
    const grid = await createCatalogueWidgetRepository(t.database.db).insert('grid', {
      kind: 'post-grid',
      taxonomy: 'category',
      terms: [],
      order: 'newest',
      postsPerPage: 9,
      maxPages: 0,
    });
    for (const widgetId of [String(grid), '999999', '123456789']) {
      const response = await refresh({ ...request(1), widget_id: widgetId });
      expect(response.statusCode, widgetId).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'SW_UNKNOWN_LOOP_GRID', field: 'widget_id' });
    }
  });

  it('refuses malformed bodies with 400 naming the field, never a 500', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop();
    const cases: Array<[unknown, string]> = [
      [{ ...request(id), widget_id: '1 or 1=1' }, 'widget_id'],
      [{ ...request(id), widget_id: 7 }, 'widget_id'],
      [{ ...request(id), post_id: 'x' }, 'post_id'],
      [request(id, { f: filter('category', ['<script>']) }), 'widget_filters.f.filterData.terms.0'],
      [
        request(id, { f: filter('Category; drop table', ['news']) }),
        'widget_filters.f.filterData.selectedTaxonomy',
      ],
      [
        request(id, {
          f: filter(
            'category',
            Array.from({ length: 21 }, (_, i) => `t${i}`),
          ),
        }),
        'widget_filters.f.filterData.terms',
      ],
      [
        request(
          id,
          Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, filter('category', ['news'])])),
        ),
        'widget_filters',
      ],
      [request(id, {}, { pagination_base_url: 'javascript:alert(1)' }), 'pagination_base_url'],
      [request(id, {}, { pagination_base_url: '//evil.example/x' }), 'pagination_base_url'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await refresh(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(response.body).field, JSON.stringify(body)).toBe(field);
    }
    const broken = await refresh('{"post_id": 1, ');
    expect(broken.statusCode).toBe(400);
    const huge = await refresh({ ...request(id), widget_model: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const other = await t.app.inject({
        method: 'POST',
        url: ROUTE,
        headers: { 'content-type': contentType },
        payload: `post_id=1&widget_id=${id}`,
      });
      expect(other.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(other.statusCode, contentType).toBeLessThan(500);
    }
  });

  it('in edit mode needs a valid X-WP-Nonce', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop();
    const body = request(id, {}, { is_edit_mode: true, widget_model: { id: 'abc' } });
    const without = await refresh(body);
    expect(without.statusCode).toBe(403);
    expect(JSON.parse(without.body)).toMatchObject({ code: 'SW_LOOP_EDIT_NONCE' });
    expect((await refresh(body, { 'x-wp-nonce': 'forged.nonce' })).statusCode).toBe(403);
    expect((await refresh(body, { 'x-wp-nonce': t.nonce })).statusCode).toBe(200);
  });

  it('builds page links on the pagination base without page and paged, inert and sandboxed', async () => {
    t = await createTestApp(dialect);
    await journal();
    const id = await loop({ postsPerPage: 2 });
    const response = await refresh(
      request(
        id,
        {},
        {
          pagination_base_url: `https://cafe.example/topics?paged=2&e-filter-${id}-category=news~events&page=3`,
        },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { data } = JSON.parse(response.body) as { data: string };
    expect(data).toContain(`href="/topics?e-filter-${id}-category=news~events&amp;e-page-${id}=2"`);
    expect(data).toContain('Page 1 of 3');
    expect(data).not.toContain('cafe.example');
    expect(data).not.toMatch(/[?&]page=|paged=/);
  });

  it('renders /topics filtered from its address, and ignores hostile address values', async () => {
    t = await createTestApp(dialect);
    await journal();
    await seedDemoLoop(t.database.db);
    await seedDemoLoop(t.database.db); // a second run adds nothing
    const id = await demoLoopId(t.database.db);
    expect((await createCatalogueWidgetRepository(t.database.db).list()).length).toBe(1);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/topics?e-filter-${id}-category=events~baking`,
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('Post C');
    expect(filtered.body).toContain('Post D');
    expect(filtered.body).not.toContain('Post A');
    expect(filtered.body).toMatch(new RegExp(`name="e-filter-${id}-category" checked="" value="events"`));
    // A GET form without script repeats the key; the owner's join (OR) merges them.
    const form = await t.app.inject({
      method: 'GET',
      url: `/topics?e-filter-${id}-category=news&e-filter-${id}-category=events`,
    });
    expect(form.body).toContain('Post C');
    expect(form.body).not.toContain('Post D');
    for (const address of [
      `/topics?e-filter-${id}-category=%3Cscript%3E`,
      `/topics?e-filter-${id}-product_cat=beans`,
      `/topics?e-filter-${id}-category=news+events~x&e-page-${id}=99999999`,
      `/topics?e-page-${id}=abc&e-filter-${id}-category=${'a~'.repeat(3000)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: address });
      expect(response.statusCode, address).toBe(200);
      expect(response.body).not.toContain('<script>');
      expect(response.body).not.toContain('Draft post');
    }
  });
});
