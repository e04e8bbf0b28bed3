import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { DIALECTS } from './support/databases.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Db = TestApp['database']['db'];

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A content item inserted directly (no repository, no sanitiser), as a hand-edited row would be. */
async function item(
  db: Db,
  values: Partial<Omit<DatabaseSchema['content_items'], 'id'>> &
    Pick<DatabaseSchema['content_items'], 'kind' | 'slug'>,
): Promise<number> {
  const { id } = await db
    .insertInto('content_items')
    .values({
      status: 'published',
      title: `Title of ${values.slug}`,
      excerpt: `Excerpt of ${values.slug}`,
      content: '<p>Body</p>',
      search_body: 'Body',
      author: 'Kate',
      language: 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: 0,
      source_key: null,
      published_at: '2026-03-04T10:00:00.000Z',
      modified_at: '2026-03-04T10:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function media(
  db: Db,
  slug: string,
  values: Partial<Omit<DatabaseSchema['content_items'], 'id'>> = {},
) {
  const id = await item(db, { kind: 'media', slug, ...values });
  await db
    .insertInto('media_files')
    .values({
      item_id: id,
      file_name: `${slug}.webp`,
      mime_type: 'image/webp',
      width: 1200,
      height: 800,
      bytes: 1000,
      alt: `Alt of ${slug}`,
      caption: `Caption of ${slug}`,
      renditions: '[]',
    })
    .execute();
  return id;
}

async function term(db: Db, taxonomy: string, slug: string, name: string, itemId: number) {
  const { id } = await db
    .insertInto('terms')
    .values({ taxonomy, slug, name, parent_id: null, depth: 0, description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('item_terms').values({ item_id: itemId, term_id: id }).execute();
}

describe.each(DIALECTS)('single item pages on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('a published post answers 200 with its title, date, author, picture, content, terms and head', async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const picture = await media(db, 'harbour-view');
    const post = await item(db, {
      kind: 'post',
      slug: 'new-roast',
      title: 'A new roast',
      excerpt: 'Our autumn roast is on the counter.',
      content: '<h2>Tasting notes</h2><p>Cocoa &amp; plum.</p>',
      featured_media_id: picture,
    });
    await term(db, 'category', 'coffee', 'Coffee', post);
    await term(db, 'post_tag', 'autumn', 'Autumn', post);

    const response = await get('/journal/new-roast');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const body = response.body;
    expect(body).toContain('<title>A new roast — Harbour &amp; Hearth Café</title>');
    expect(body).toContain('<meta name="description" content="Our autumn roast is on the counter."/>');
    expect(body).toContain('<link rel="canonical" href="/journal/new-roast"/>');
    expect(body).toContain('<h1 id="item-title">A new roast</h1>');
    expect(body).toContain('<time dateTime="2026-03-04T10:00:00.000Z">4 March 2026</time> · Kate');
    expect(body).toMatch(
      /<img[^>]*src="\/media\/harbour-view\.webp"[^>]*alt="Alt of harbour-view"[^>]*width="1200" height="800"/,
    );
    expect(body).toContain('<h2>Tasting notes</h2><p>Cocoa &amp; plum.</p>');
    expect(body).toContain('<a href="/journal#filter:coffee">Coffee</a>');
    expect(body).toContain('Autumn');
  });

  it('a published product shows its gallery, sale price, stock as the cards say it, short text; the shop’s add-to-cart form (issue 15)', async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const front = await media(db, 'bag-front');
    const back = await media(db, 'bag-back');
    const hidden = await media(db, 'bag-draft', { status: 'draft' });
    const id = await item(db, {
      kind: 'product',
      slug: 'house-blend',
      title: 'House blend',
      content: '<p>Roasted on the quay.</p>',
      featured_media_id: front,
    });
    await db
      .insertInto('products')
      .values({
        item_id: id,
        product_type: 'simple',
        parent_id: null,
        sku: 'HB-1',
        price_minor: 1250,
        sale_price_minor: 990,
        currency: 'GBP',
        stock_status: 'instock',
        stock_quantity: 3,
        low_stock_threshold: 5,
        gallery: JSON.stringify([back, hidden]),
        short_description: 'Chocolate and hazelnut.',
      })
      .execute();
    await term(db, 'product_cat', 'beans', 'Beans', id);

    const response = await get('/shop/house-blend');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('src="/media/bag-front.webp"');
    expect(body).toContain('src="/media/bag-back.webp"');
    expect(body).not.toContain('bag-draft');
    expect(body).toMatch(
      /<del><span class="sw-visually-hidden">Was <\/span>£12\.50<\/del> <ins><span class="sw-visually-hidden">now <\/span>£9\.90<\/ins>/,
    );
    expect(body).toContain('Only 3 left in stock');
    expect(body).toContain('Chocolate and hazelnut.');
    expect(body).toContain('<p>Roasted on the quay.</p>');
    expect(body).toContain('<a href="/shop#filter:beans">Beans</a>');
    // Issue 15: the add-to-cart form, its quantity bounded by the stock left (3).
    expect(body).toContain('data-widget="add-to-cart"');
    expect(body).toMatch(/name="quantity"[^>]*max="3"|max="3"[^>]*name="quantity"/);
  });

  it('a published picture has its own page with the picture and its caption', async () => {
    t = await createTestApp(dialect);
    await media(t.database.db, 'quay-at-dawn', { title: 'The quay at dawn' });
    const response = await get('/gallery/quay-at-dawn');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 id="item-title">The quay at dawn</h1>');
    expect(response.body).toContain('<figcaption>Caption of quay-at-dawn</figcaption>');
  });

  it('draft, private, password-protected and unknown slugs answer the same 404 as any unknown address', async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    await item(db, { kind: 'post', slug: 'a-draft', status: 'draft' });
    await item(db, { kind: 'post', slug: 'a-private', status: 'private' });
    await item(db, { kind: 'post', slug: 'a-locked', password_protected: 1 });
    // A published item of another kind is not a post.
    await item(db, { kind: 'page', slug: 'a-page' });
    const reference = await get('/no-such-address');
    expect(reference.statusCode).toBe(404);
    for (const url of [
      '/journal/a-draft',
      '/journal/a-private',
      '/journal/a-locked',
      '/journal/a-page',
      '/journal/never-written',
      '/shop/a-draft',
      '/gallery/a-draft',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(reference.body);
      expect(response.headers['content-type'], url).toBe(reference.headers['content-type']);
      expect(response.body, url).not.toMatch(/draft|private|locked|password/i);
    }
  });

  it('hostile slugs answer 404, never 500, and never echo', async () => {
    t = await createTestApp(dialect);
    const reference = await get('/no-such-address');
    const slugs = [
      ...HOSTILE_STRINGS.slice(0, 120).map((value) => encodeURIComponent(value)),
      '%',
      '%E0%A4%A',
      '%00',
      'x'.repeat(199),
      'é'.repeat(150),
      'x'.repeat(201),
      ...HOSTILE_STRINGS.filter((value) => value.length > 150)
        .slice(0, 5)
        .map((value) => encodeURIComponent(value)),
      "'%20or%201=1--",
      '..%2F..%2Fetc%2Fpasswd',
    ];
    for (const slug of slugs) {
      for (const listing of ['/journal/', '/shop/', '/gallery/']) {
        const response = await get(`${listing}${slug}`);
        // Malformed percent-encoding and slugs past the router's 200 characters included (frameworkErrors).
        expect(response.statusCode, slug).toBe(404);
        expect(response.body, slug).toBe(reference.body);
        const decoded = decodeURIComponentSafe(slug);
        if (decoded.length >= 8) expect(response.body, slug).not.toContain(decoded);
        expect(response.body, slug).not.toContain('<script');
      }
    }
  });

  it('content is sanitised again when read: a row written with script and on* handlers renders neither', async () => {
    t = await createTestApp(dialect);
    await item(t.database.db, {
      kind: 'post',
      slug: 'tampered',
      content:
        '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="x.png" onerror="alert(3)">' +
        '<a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe>',
    });
    const response = await get('/journal/tampered');
    expect(response.statusCode).toBe(200);
    const article = response.body.slice(response.body.indexOf('<main'), response.body.indexOf('</main>'));
    // The post's own content: the widgets after it (like, share) carry their JSON props scripts.
    const content = article.slice(
      article.indexOf('item-page__content'),
      article.indexOf('item-page__actions'),
    );
    expect(content).toContain('<p>Hi</p>');
    expect(content).not.toMatch(/<script|\son\w+=|javascript:|<iframe/i);
    expect(article).not.toMatch(/<script(?![^>]*type="application\/json")|\son\w+=|javascript:|<iframe/i);
  });
});
