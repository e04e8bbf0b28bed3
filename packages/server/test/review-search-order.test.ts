import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createReviewRepository, KEY_ORDER_READ_LIMIT } from '../src/modules/reviews/review-repository.ts';
import { templateFromRow } from '../src/modules/reviews/template-settings.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { review } from './support/fixtures.ts';

const template = templateFromRow({ id: 0, name: 'test', settings: '{}' });

/**
 * A text search's newest-first page (migration 0008: on SQLite the index streams matches in day
 * order, then the boundary day is sorted exactly). Same rows and order on both databases.
 */
describe.each(DIALECTS)('review text search order on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  async function pages(search: string, sort: 'newest' | 'oldest', size: number) {
    const repository = createReviewRepository((database as Database).db, dialect);
    const seen: number[] = [];
    for (let offset = 0; offset < 40; offset += size) {
      const rows = await repository.findPage({
        template,
        filters: { search },
        sort,
        excludeIds: [],
        offset,
        limit: size,
      });
      seen.push(...rows.map((row) => row.id));
      if (rows.length < size) break;
    }
    return seen;
  }

  it('pages matches by time then id within one day, where ids run against the time, hidden ones left out', async () => {
    database = await freshDatabase(dialect);
    const repository = createReviewRepository(database.db, dialect);
    // Seconds apart on the same two days, inserted so that later ids are earlier in the day.
    const day = (date: number, second: number) => new Date(Date.UTC(2025, 3, date, 12, 0, second));
    const rows = [
      { text: 'Flat white', createdAt: day(2, 50) },
      { text: 'Flat white again', createdAt: day(2, 40) },
      { text: 'Tea only', createdAt: day(2, 35) },
      { text: 'Flat white hidden', createdAt: day(2, 30), hidden: true },
      { text: 'Flat white third', createdAt: day(2, 20) },
      { text: 'Flat white twice', createdAt: day(2, 20) },
      { text: 'Flat white early', createdAt: day(1, 59) },
      { text: 'Flat white earlier', createdAt: day(1, 10) },
      { text: 'Flat white latest', createdAt: day(3, 0) },
    ];
    await repository.insertMany(rows.map((fields, index) => review(index + 1, fields)));
    const ids = await database.db.selectFrom('reviews').select(['id', 'text']).orderBy('id').execute();
    const idOf = (text: string) => ids.find((row) => row.text === text)?.id;
    const newest = [
      'Flat white latest',
      'Flat white',
      'Flat white again',
      'Flat white twice',
      'Flat white third',
      'Flat white early',
      'Flat white earlier',
    ].map(idOf);
    for (const size of [1, 2, 3, 7, 13]) {
      expect(await pages('flat', 'newest', size), `page size ${size}`).toEqual(newest);
      expect(await pages('flat', 'oldest', size), `page size ${size}`).toEqual([...newest].reverse());
    }
    expect(await pages('zzzz', 'newest', 3)).toEqual([]);
    // Leaving out what a visitor has seen (load more) keeps the order of the rest.
    const rest = await repository.findPage({
      template,
      filters: { search: 'flat white' },
      sort: 'newest',
      excludeIds: newest.slice(0, 3) as number[],
      offset: 0,
      limit: 2,
    });
    expect(rest.map((row) => row.id)).toEqual(newest.slice(3, 5));
  });

  it('pages exactly when one day holds more matches than it reads in day order (all imported alike)', async () => {
    database = await freshDatabase(dialect);
    const repository = createReviewRepository(database.db, dialect);
    const count = KEY_ORDER_READ_LIMIT + 200;
    // One day; seconds run against the ids, so day order alone would be wrong.
    await repository.insertMany(
      Array.from({ length: count }, (_, i) =>
        review(1, { text: 'Scone', createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, 0, count - i)) }),
      ),
    );
    const ids = (await database.db.selectFrom('reviews').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    const page = await repository.findPage({
      template,
      filters: { search: 'scone' },
      sort: 'newest',
      excludeIds: [],
      offset: 0,
      limit: 3,
    });
    expect(page.map((row) => row.id)).toEqual(ids.slice(0, 3));
  });

  it('keeps the index in step when a review is re-dated, re-worded or deleted', async () => {
    database = await freshDatabase(dialect);
    const repository = createReviewRepository(database.db, dialect);
    await repository.insertMany([
      review(1, { text: 'Oat latte', createdAt: new Date(Date.UTC(2024, 0, 1)) }),
      review(2, { text: 'Oat latte', createdAt: new Date(Date.UTC(2025, 0, 1)) }),
      review(3, { text: 'Black tea', createdAt: new Date(Date.UTC(2023, 0, 1)) }),
    ]);
    const [first, second, third] = (
      await database.db.selectFrom('reviews').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    expect(await pages('oat', 'newest', 5)).toEqual([second, first]);
    await database.db
      .updateTable('reviews')
      .set({ created_at: new Date(Date.UTC(2026, 0, 1)).toISOString() })
      .where('id', '=', first as number)
      .execute();
    expect(await pages('oat', 'newest', 5)).toEqual([first, second]);
    await database.db
      .updateTable('reviews')
      .set({ text: 'Oat cappuccino' })
      .where('id', '=', third as number)
      .execute();
    expect(await pages('oat', 'newest', 5)).toEqual([first, second, third]);
    await database.db
      .deleteFrom('reviews')
      .where('id', '=', second as number)
      .execute();
    expect(await pages('oat', 'newest', 5)).toEqual([first, third]);
    expect((await repository.totals(template, { search: 'oat' })).total).toBe(2);
  });

  it('finds long words by their beginning as typed, and whole', async () => {
    database = await freshDatabase(dialect);
    const repository = createReviewRepository(database.db, dialect);
    await repository.insertMany([
      review(1, { text: 'The cappuccinos were wonderful' }),
      review(2, { text: 'A capable barista' }),
      review(3, { text: 'Wonderland' }),
    ]);
    for (const typed of ['cappu', 'cappucci', 'cappuccin', 'cappuccino', 'cappuccinos'])
      expect(await pages(typed, 'newest', 5), typed).toHaveLength(1);
    // A whole long word finds itself on both (PostgreSQL also finds `wonderland` by the stem `wonder`).
    const [cappuccinos] = await database.db.selectFrom('reviews').select('id').orderBy('id').execute();
    expect(await pages('wonderful', 'newest', 5)).toContain(cappuccinos?.id);
    expect(await pages('barista capable', 'newest', 5)).toHaveLength(1);
    expect(await pages('wonderful cappuccinos', 'newest', 5)).toHaveLength(1);
  });
});
