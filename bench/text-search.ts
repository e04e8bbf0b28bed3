// npm run bench:search [-- --reviews 100000,1000000 --posts 100000 --databases sqlite,postgres --runs 5]
// Text search latency (p50/p95) on the full-text index (db/full-text.ts: FTS5 on SQLite, tsvector + GIN
// on PostgreSQL) beside the same query as the LIKE scan it replaced, over generated reviews and posts.
// Each query is what a visitor's search costs: the matching count (reviews: capped, as the review
// list counts) and the first page of 12 (reviews, newest first) or 10 (posts, best match first). Prints a table; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type Database, type DialectName, openDatabase } from '../packages/server/src/db/database.ts';
import {
  matchesWords,
  matchRank,
  preparePostgresQuery,
  queryWords,
} from '../packages/server/src/db/full-text.ts';
import { containsPattern, likeEscaped } from '../packages/server/src/db/text-match.ts';
import { generateReviews } from '../packages/server/src/modules/reviews/review-generator.ts';
import type { NewReview } from '../packages/server/src/modules/reviews/review-record.ts';
import { createReviewRepository } from '../packages/server/src/modules/reviews/review-repository.ts';
import { templateFromRow } from '../packages/server/src/modules/reviews/template-settings.ts';
// @ts-expect-error: plain .mjs helper shared with the test suite
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';

const { values } = parseArgs({
  options: {
    reviews: { type: 'string', default: '100000,1000000' },
    posts: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '5' },
  },
});
const reviewSizes = values.reviews.split(',').filter(Boolean).map(Number);
const postCount = Number(values.posts);
const runs = Number(values.runs);

/** What visitors type: whole words, words being typed, two words, names, German and French, no match. */
const QUERIES = [
  'coffee',
  'coff',
  'friendly staff',
  'breakfast',
  'cake',
  'service',
  'lovely visit',
  'oliver',
  'kaffee',
  'frühstück',
  'café',
  'servi',
  'wait',
  'zzzzqx',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function timed(run: (text: string) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      await run(query);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return times.sort((a, b) => a - b);
}

type Row = { database: string; data: string; method: string; p50: number; p95: number };
const table: Row[] = [];

function report(database: string, data: string, method: string, times: number[]) {
  const row = { database, data, method, p50: percentile(times, 50), p95: percentile(times, 95) };
  table.push(row);
  console.log(
    `${database.padEnd(9)} ${data.padEnd(16)} ${method.padEnd(10)} p50 ${row.p50.toFixed(2).padStart(8)} ms  p95 ${row.p95.toFixed(2).padStart(8)} ms`,
  );
}

async function countReviews(database: Database) {
  const row = await database.db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function topUpReviews(database: Database, target: number) {
  const repository = createReviewRepository(database.db, database.dialect);
  const have = await countReviews(database);
  let index = 0;
  let batch: NewReview[] = [];
  const started = Date.now();
  for (const review of generateReviews(target, 7)) {
    if (index++ < have) continue;
    batch.push(review);
    if (batch.length === 5000) {
      await repository.insertMany(batch, 500);
      batch = [];
    }
  }
  if (batch.length) await repository.insertMany(batch, 500);
  console.log(
    `  (${database.dialect}: ${target - have} reviews added in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

async function benchReviews(database: Database, size: number) {
  const { db, dialect } = database;
  const label = `${size.toLocaleString('en')} reviews`;
  const page = async (where: (text: string) => Expression<SqlBool> | null, text: string) => {
    const condition = where(text);
    let count = db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('hidden', '=', 0);
    let rows = db.selectFrom('reviews').select(['id', 'reviewer_name', 'title']).where('hidden', '=', 0);
    if (condition) {
      count = count.where(condition);
      rows = rows.where(condition);
    }
    await count.executeTakeFirstOrThrow();
    await rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(12).execute();
  };
  // The full-text side is what a review list's search runs (review-repository.ts): the count, capped
  // at SEARCH_COUNT_CAP, and the first page of 12 (+1 to know whether there is more), newest first.
  const repository = createReviewRepository(db, dialect);
  const template = templateFromRow({ id: 0, name: 'bench', settings: '{}' });
  const fullText = async (text: string) => {
    await repository.totals(template, { search: text });
    await repository.findPage({
      template,
      filters: { search: text },
      sort: 'newest',
      excludeIds: [],
      offset: 0,
      limit: 13,
    });
  };
  const like = (text: string) => likeEscaped(sql.ref('search_text'), containsPattern(text.toLowerCase()));
  report(dialect, label, 'full-text', await timed(fullText));
  report(dialect, label, 'LIKE', await timed((text) => page(like, text)));
}

async function seedPosts(database: Database, count: number) {
  const started = Date.now();
  const now = new Date().toISOString();
  let batch: Array<Record<string, unknown>> = [];
  let index = 0;
  const flush = async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let at = 0; at < batch.length; at += 500)
        await trx
          .insertInto('content_items')
          .values(batch.slice(at, at + 500) as never)
          .execute();
    });
    batch = [];
  };
  for (const review of generateReviews(count, 11)) {
    index++;
    const body = `${review.text ?? ''} ${review.text ?? ''}`;
    batch.push({
      kind: 'post',
      status: index % 20 === 0 ? 'draft' : 'published',
      slug: `post-${index}`,
      title: `${review.title ?? ''} ${review.reviewerName}`,
      excerpt: (review.text ?? '').slice(0, 120),
      content: `<p>${body}</p>`,
      search_body: body,
      author: review.reviewerName,
      language: review.language ?? 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: 0,
      source_key: `bench:${index}`,
      published_at: review.createdAt.toISOString(),
      modified_at: now,
    });
    if (batch.length === 5000) await flush();
  }
  if (batch.length) await flush();
  console.log(
    `  (${database.dialect}: ${count} posts added in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

async function benchPosts(database: Database) {
  const { db, dialect } = database;
  const label = `${postCount.toLocaleString('en')} posts`;
  const visible = () =>
    db
      .selectFrom('content_items')
      .where('kind', '=', 'post')
      .where('status', '=', 'published')
      .where('password_protected', '=', 0);
  const fullText = async (text: string) => {
    const words = queryWords(text);
    if (!words.length) return;
    // What the live search does (search-repository.ts): PostgreSQL asks one merged tsquery.
    const prepared = dialect === 'postgres' ? await preparePostgresQuery(db, words) : undefined;
    const match = matchesWords(dialect, 'content', sql.ref('content_items.id'), words, prepared);
    await visible()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(match)
      .executeTakeFirstOrThrow();
    await visible()
      .select(['id', 'title'])
      .where(match)
      .orderBy(matchRank(dialect, 'content', sql.ref('content_items.id'), words, prepared), 'desc')
      .orderBy('id')
      .limit(10)
      .execute();
  };
  const like = async (text: string) => {
    const pattern = containsPattern(text.toLowerCase());
    const match = (eb: { or: (conditions: Expression<SqlBool>[]) => Expression<SqlBool> }) =>
      eb.or([
        likeEscaped(sql`lower(title)`, pattern),
        likeEscaped(sql`lower(excerpt)`, pattern),
        likeEscaped(sql`lower(search_body)`, pattern),
      ]);
    await visible()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(match)
      .executeTakeFirstOrThrow();
    await visible().select(['id', 'title']).where(match).orderBy('published_at', 'desc').limit(10).execute();
  };
  report(dialect, label, 'full-text', await timed(fullText));
  report(dialect, label, 'LIKE', await timed(like));
}

async function benchDatabase(dialect: DialectName) {
  let stop: (() => Promise<void>) | undefined;
  let url: string;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-search-'));
  if (dialect === 'postgres') {
    const cluster = (await startThrowawayPostgres()) as { url: string; stop: () => Promise<void> };
    url = cluster.url;
    stop = cluster.stop;
  } else {
    url = path.join(directory, 'bench.sqlite');
  }
  const database = await openDatabase({ url });
  try {
    await seedPosts(database, postCount);
    if (dialect === 'postgres') await sql`analyze`.execute(database.db);
    await benchPosts(database);
    for (const size of reviewSizes) {
      await topUpReviews(database, size);
      if (dialect === 'postgres') await sql`analyze`.execute(database.db);
      await benchReviews(database, size);
    }
  } finally {
    await database.destroy();
    await stop?.();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

console.log(
  `Text search, ${QUERIES.length} queries × ${runs} runs each (count + first page), ${os.cpus().length} cores`,
);
for (const dialect of values.databases.split(',') as DialectName[]) await benchDatabase(dialect);

console.log('\n| database | data | method | p50 ms | p95 ms |\n|---|---|---|---|---|');
for (const row of table)
  console.log(
    `| ${row.database} | ${row.data} | ${row.method} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} |`,
  );
