import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { matchesWords, matchRank, queryWords } from '../src/db/full-text.ts';
import { type ContentRecord, parseContentRecord } from '../src/modules/catalogue/content-record.ts';
import { createContentRepository } from '../src/modules/catalogue/content-repository.ts';
import { termCounts } from '../src/modules/catalogue/term-counts.ts';
import { createReviewRepository } from '../src/modules/reviews/review-repository.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { review } from './support/fixtures.ts';

function record(fields: Record<string, unknown>): ContentRecord {
  const outcome = parseContentRecord({ status: 'published', ...fields });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.record;
}

describe.each(DIALECTS)('catalogue repository on %s', (dialect) => {
  let database: Database;
  afterEach(async () => database?.destroy());

  async function start() {
    database = await freshDatabase(dialect);
    return createContentRepository(database.db);
  }

  const count = async (table: 'content_items' | 'terms' | 'item_terms' | 'products') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Ids of visible posts matching a visitor's text, best first: the same contract on both databases. */
  async function search(text: string, kind: 'post' | 'product' = 'post'): Promise<string[]> {
    const words = queryWords(text);
    if (!words.length) return [];
    const rows = await database.db
      .selectFrom('content_items')
      .select(['slug'])
      .where('kind', '=', kind)
      .where('status', '=', 'published')
      .where('password_protected', '=', 0)
      .where((eb) => matchesWords(database.dialect, 'content', eb.ref('content_items.id'), words))
      .orderBy((eb) => matchRank(database.dialect, 'content', eb.ref('content_items.id'), words), 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.slug);
  }

  it('re-importing an item by its source key updates it and its terms, never a second row', async () => {
    const repository = await start();
    const first = await repository.upsert(
      record({ sourceKey: 'wxr:1', title: 'Pour-over guide', categories: 'Brewing > Filter', tags: 'v60' }),
    );
    const again = await repository.upsert(
      record({
        sourceKey: 'wxr:1',
        title: 'Pour-over guide, revised',
        slug: 'pour-over-guide',
        tags: 'chemex',
      }),
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await count('content_items')).toBe(1);
    const row = await database.db.selectFrom('content_items').selectAll().executeTakeFirstOrThrow();
    expect(row.title).toBe('Pour-over guide, revised');
    const tags = await termCounts(database.db, 'post', 'post_tag');
    expect(tags.map((tag) => [tag.slug, tag.count])).toEqual([
      ['chemex', 1],
      ['v60', 0],
    ]);
  });

  it('nests category paths with depths and parents, and refuses a fifth level', async () => {
    const repository = await start();
    await repository.upsert(record({ title: 'Deep', categories: 'Coffee > Brewing > Filter > Pour-over' }));
    const terms = await database.db.selectFrom('terms').selectAll().orderBy('depth').execute();
    expect(terms.map((term) => [term.slug, term.depth])).toEqual([
      ['coffee', 0],
      ['brewing', 1],
      ['filter', 2],
      ['pour-over', 3],
    ]);
    expect(terms[3]?.parent_id).toBe(terms[2]?.id);
    const outcome = parseContentRecord({ title: 'Too deep', categories: 'a > b > c > d > e' });
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('deeper than 4 levels') });
  });

  it('writes an item in one transaction: a refused row leaves no item, term or product behind', async () => {
    const repository = await start();
    const before = await repository.revision();
    const child = record({
      kind: 'product',
      title: 'Orphan mug',
      price: '9.50',
      productCategories: 'Equipment > Mugs',
      parent: 'product:missing-box',
    });
    await expect(repository.upsert(child)).rejects.toThrow(/parent: no product product:missing-box/);
    expect(await count('content_items')).toBe(0);
    expect(await count('terms')).toBe(0);
    expect(await count('products')).toBe(0);
    expect(await repository.revision()).toBe(before);
  });

  it('refuses a slug another item of the same kind holds, writing nothing', async () => {
    const repository = await start();
    await repository.upsert(record({ sourceKey: 'a', slug: 'latte', title: 'Latte', tags: 'milk' }));
    await expect(
      repository.upsert(record({ sourceKey: 'b', slug: 'latte', title: 'Another', tags: 'other' })),
    ).rejects.toThrow(/slug: "latte" is taken/);
    expect(await count('content_items')).toBe(1);
    expect((await termCounts(database.db, 'post', 'post_tag')).map((tag) => tag.slug)).toEqual(['milk']);
  });

  it('sanitises content on the way in: scripts, event handlers and javascript: links are gone', async () => {
    const repository = await start();
    await repository.upsert(
      record({
        title: '<b>Flat</b> white &amp; more',
        content:
          '<p onclick="steal()">Hello <script>alert(1)</script><img src="https://example.test/a.jpg" onerror="alert(2)"> ' +
          '<a href="javascript:alert(3)">x</a> <a href="https://example.test/" target="_blank">ok</a></p>' +
          '<iframe src="https://evil.test"></iframe><style>p{}</style>',
        excerpt: '<em>Short</em> text',
      }),
    );
    const row = await database.db.selectFrom('content_items').selectAll().executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
    expect(row.content).toContain('<img src="https://example.test/a.jpg" />');
    expect(row.content).toContain('rel="noopener noreferrer"');
    expect(row.title).toBe('Flat white & more');
    expect(row.excerpt).toBe('Short text');
    expect(row.search_body).toBe('Hello x ok');
  });

  it('stores money in minor units and refuses a sale price at or above the price', async () => {
    const repository = await start();
    await repository.upsert(record({ kind: 'product', title: 'Beans', price: '12.5', salePrice: '9.99' }));
    const product = await database.db.selectFrom('products').selectAll().executeTakeFirstOrThrow();
    expect([product.price_minor, product.sale_price_minor, product.currency]).toEqual([1250, 999, 'GBP']);
    expect(parseContentRecord({ kind: 'product', title: 'X', price: '5', salePrice: '5' })).toMatchObject({
      ok: false,
    });
    expect(parseContentRecord({ kind: 'product', title: 'X', price: '1.234' })).toMatchObject({ ok: false });
  });

  it('bumps the catalogue revision in every write: upsert, publish, unpublish, delete', async () => {
    const repository = await start();
    const revisions = [await repository.revision()];
    const { id } = await repository.upsert(record({ title: 'News' }));
    revisions.push(await repository.revision());
    await repository.unpublish([id]);
    revisions.push(await repository.revision());
    await repository.publish([id]);
    revisions.push(await repository.revision());
    await repository.remove([id]);
    revisions.push(await repository.revision());
    expect(revisions).toEqual([0, 1, 2, 3, 4]);
    expect(await count('item_terms')).toBe(0);
  });

  it('counts only published, non-password items per term', async () => {
    const repository = await start();
    await repository.upsert(record({ title: 'Shown', categories: 'News' }));
    await repository.upsert(record({ title: 'Draft', status: 'draft', categories: 'News' }));
    await repository.upsert(record({ title: 'Private', status: 'private', categories: 'News' }));
    await repository.upsert(record({ title: 'Locked', passwordProtected: 'yes', categories: 'News' }));
    await repository.upsert(record({ kind: 'page', title: 'A page', categories: 'News' }));
    const counts = await termCounts(database.db, 'post', 'category');
    expect(counts.map((term) => [term.slug, term.count])).toEqual([['news', 1]]);
  });

  it('full text: matches word prefixes as typed and ranks a title match above a body match', async () => {
    const repository = await start();
    await repository.upsert(
      record({ slug: 'body', title: 'Weekly notes', content: '<p>We tried a new espresso blend</p>' }),
    );
    await repository.upsert(
      record({ slug: 'title', title: 'Espresso at home', content: '<p>Notes on grinding</p>' }),
    );
    await repository.upsert(record({ slug: 'other', title: 'Cakes', content: '<p>Lemon drizzle</p>' }));
    await repository.upsert(record({ slug: 'hidden', status: 'draft', title: 'Espresso draft' }));
    expect(await search('espr')).toEqual(['title', 'body']);
    expect(await search('ESPRESSO')).toEqual(['title', 'body']);
    expect(await search('espresso lemon')).toEqual([]);
    expect(await search('lemon driz')).toEqual(['other']);
  });

  it('full text: the index follows updates and deletes in the same write', async () => {
    const repository = await start();
    const { id } = await repository.upsert(record({ sourceKey: 's', slug: 'p', title: 'Cortado basics' }));
    expect(await search('cortado')).toEqual(['p']);
    await repository.upsert(record({ sourceKey: 's', slug: 'p', title: 'Macchiato basics' }));
    expect(await search('cortado')).toEqual([]);
    expect(await search('macchiato')).toEqual(['p']);
    await repository.remove([id]);
    expect(await search('macchiato')).toEqual([]);
  });

  it('full text: hostile query text is only words (quotes, operators, NEAR, *, -, SQL)', async () => {
    const repository = await start();
    await repository.upsert(
      record({ slug: 'near', title: 'Near the harbour', content: '<p>Oat milk flat white</p>' }),
    );
    for (const hostile of [
      '"',
      "'; drop table content_items; --",
      'NEAR(oat milk)',
      'oat* OR milk',
      '-milk',
      'title:near',
      'oat & !milk | (x',
      '^near',
      '\\',
      'milk"*',
      '\u0000oat',
    ]) {
      await expect(search(hostile), hostile).resolves.toBeInstanceOf(Array);
    }
    expect(await search('NEAR(oat milk)')).toEqual(['near']);
    expect(await search("'; drop table content_items; --")).toEqual([]);
    expect(await search('-milk')).toEqual(['near']);
    expect(await count('content_items')).toBe(1);
  });

  it('full text: review search finds word prefixes through the same index, kept on insert', async () => {
    await start();
    const reviews = createReviewRepository(database.db, database.dialect);
    await reviews.insert(review(1, { text: 'Fantastic cinnamon buns' }));
    await reviews.insert(review(2, { text: 'Cold coffee' }));
    const ids = async (text: string) =>
      (
        await database.db
          .selectFrom('reviews')
          .select('id')
          .where((eb) => matchesWords(database.dialect, 'reviews', eb.ref('reviews.id'), queryWords(text)))
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    expect(await ids('cinna')).toEqual([1]);
    expect(await ids('co')).toEqual([2]);
  });
});

describe('full text stemming on postgres (SQLite has only an English stemmer: docs/architecture.md)', () => {
  let database: Database;
  afterEach(async () => database?.destroy());

  it('finds English, German and French words by their stems, each in its own language', async () => {
    database = await freshDatabase('postgres');
    const repository = createContentRepository(database.db);
    await repository.upsert(
      record({
        slug: 'en',
        language: 'en',
        title: 'Roasting',
        content: '<p>We are roasting beans daily</p>',
      }),
    );
    await repository.upsert(
      record({ slug: 'de', language: 'de', title: 'Kaffee', content: '<p>Die Bohne wird geröstet</p>' }),
    );
    await repository.upsert(
      record({ slug: 'fr', language: 'fr', title: 'Le café', content: '<p>Nous torréfions les grains</p>' }),
    );
    const search = async (text: string) =>
      (
        await database.db
          .selectFrom('content_items')
          .select('slug')
          .where((eb) => matchesWords('postgres', 'content', eb.ref('content_items.id'), queryWords(text)))
          .orderBy('slug')
          .execute()
      ).map((row) => row.slug);
    // English: "roasted" and "roasting" share the stem "roast".
    expect(await search('roasted')).toEqual(['en']);
    // German: "Bohnen" (plural) finds "Bohne" (no prefix of the query is in the text).
    expect(await search('Bohnen')).toEqual(['de']);
    // French: "cafés" (plural) finds "café".
    expect(await search('cafés')).toEqual(['fr']);
  });
});
