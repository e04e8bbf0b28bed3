import { type ReviewTemplate, SEARCH_COUNT_CAP } from '@site-widgets/contract';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { DialectName } from '../../db/database.ts';
import {
  firstMatchingRowids,
  joinedReviewMatch,
  matchesWords,
  preparePostgresQuery,
  queryWords,
  reviewKeyDay,
} from '../../db/full-text.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { containsPattern, likeEscaped } from '../../db/text-match.ts';
import type { ReviewQuery, VisitorFilters } from './review-query.ts';
import { type NewReview, PUBLIC_COLUMNS, type PublicRow, toRow } from './review-record.ts';
import { templateFromRow } from './template-settings.ts';

type Eb = ExpressionBuilder<DatabaseSchema, 'reviews'>;

/**
 * How a statement applies the visitor's text: `ids` — the index's matches are few and already
 * fetched, `joined` (SQLite) — `reviews_fts` is joined beside `reviews` and streams its matches, `set`
 * — the index's own condition (`id in (select rowid … match …)`, `search_vector @@ …`).
 */
type TextMatch = { kind: 'ids'; ids: number[] } | { kind: 'joined' } | { kind: 'set'; prepared?: string };
const SET: TextMatch = { kind: 'set' };

/** Most rows past the page a newest-first search reads to complete the page's last day (SQLite). */
export const KEY_ORDER_READ_LIMIT = 2000;

export interface ReviewTotals {
  total: number;
  ratedCount: number;
  scoreSum: number;
}

/**
 * Every SQL statement about reviews and review templates. Input reaches SQL only as bound values
 * through Kysely's builder; no statement text is built from a request. The dialect picks the
 * full-text index's query form (db/full-text.ts) for the visitor's text search.
 */
export function createReviewRepository(db: Kysely<DatabaseSchema>, dialect: DialectName) {
  /**
   * Asks the index for the first `SEARCH_COUNT_CAP + 1` matches, which stops early however common the
   * words are (SQLite: FTS5 streams rowids; PostgreSQL: a LIMITed scan). Up to the bound, every
   * statement then works on that id list (primary-key lookups and a sort of at most 1,000 rows);
   * past it the words are common and the newest-first page is found quickly along the date index.
   */
  async function textMatch(filters: VisitorFilters): Promise<TextMatch> {
    const words = filters.search ? queryWords(filters.search) : [];
    if (!words.length) return SET;
    // PostgreSQL: one merged tsquery, a constant the planner estimates (db/full-text.ts).
    const prepared = dialect === 'postgres' ? await preparePostgresQuery(db, words) : undefined;
    const ids =
      dialect === 'sqlite'
        ? await firstMatchingRowids(db, 'reviews', words, SEARCH_COUNT_CAP + 1)
        : (
            await db
              .selectFrom('reviews')
              .select('id')
              .where((eb) => matchesWords(dialect, 'reviews', eb.ref('reviews.id'), words, prepared))
              .limit(SEARCH_COUNT_CAP + 1)
              .execute()
          ).map((row) => row.id);
    return ids.length <= SEARCH_COUNT_CAP ? { kind: 'ids', ids } : { kind: 'set', prepared };
  }

  function visibleMatching(eb: Eb, template: ReviewTemplate, filters: VisitorFilters, text = SET) {
    const conditions: Expression<SqlBool>[] = [eb('hidden', '=', 0)];
    if (template.minRating > 0)
      conditions.push(eb.or([eb('score', 'is', null), eb('score', '>=', template.minRating)]));
    if (template.minWords > 0) conditions.push(eb('word_count', '>=', template.minWords));
    if (template.maxWords > 0) conditions.push(eb('word_count', '<=', template.maxWords));
    if (template.hideWithoutText) conditions.push(eb('char_count', '>', 0));
    if (template.platforms.length) conditions.push(eb('platform', 'in', template.platforms));
    if (template.sourcePageIds.length) conditions.push(eb('page_id', 'in', template.sourcePageIds));
    if (template.languages.length) conditions.push(eb('language', 'in', template.languages));
    if (template.reviewIds.length) conditions.push(eb('id', 'in', template.reviewIds));
    if (template.tags.length) {
      conditions.push(
        eb.or(template.tags.map((tag) => likeEscaped(eb.ref('tags'), containsPattern(`,${tag},`)))),
      );
    }
    if (filters.pageIds?.length) conditions.push(eb('page_id', 'in', filters.pageIds));
    if (filters.tag) conditions.push(likeEscaped(eb.ref('tags'), containsPattern(`,${filters.tag},`)));
    // Issue 11 item 7: the full-text index (word prefixes, as typed), not a LIKE scan. Text without a
    // letter or digit has no words to look for and filters nothing.
    const words = filters.search ? queryWords(filters.search) : [];
    if (words.length) {
      if (text.kind === 'ids')
        conditions.push(text.ids.length ? eb('reviews.id', 'in', text.ids) : sql<SqlBool>`0 = 1`);
      else if (text.kind === 'joined') conditions.push(joinedReviewMatch(words));
      else conditions.push(matchesWords(dialect, 'reviews', eb.ref('reviews.id'), words, text.prepared));
    }
    if (filters.rating !== undefined) conditions.push(eb('rating', '=', filters.rating));
    if (filters.language) conditions.push(eb('language', '=', filters.language));
    if (filters.sourcePageId) conditions.push(eb('page_id', '=', filters.sourcePageId));
    if (filters.platform)
      conditions.push(eb(eb.fn('lower', ['platform']), '=', filters.platform.toLowerCase()));
    return eb.and(conditions);
  }

  function ordered<O>(query: SelectQueryBuilder<DatabaseSchema, 'reviews', O>, sort: ReviewQuery['sort']) {
    switch (sort) {
      case 'newest':
        return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
      case 'oldest':
        return query.orderBy('created_at', 'asc').orderBy('id', 'asc');
      case 'highest':
        return query
          .orderBy('score', (o) => o.desc().nullsLast())
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc');
      case 'lowest':
        return query
          .orderBy('score', (o) => o.asc().nullsLast())
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc');
      case 'longest':
        return query.orderBy('char_count', 'desc').orderBy('id', 'desc');
      case 'shortest':
        return query.orderBy('char_count', 'asc').orderBy('id', 'desc');
      case 'random':
        return query.orderBy(sql`random()`);
    }
  }

  /**
   * SQLite, a text search newest first: `reviews_fts` rowids follow the day of the review
   * (db/full-text.ts REVIEW_KEY), so FTS5 streams the matches in day order, newest day first, and the
   * join stops after a batch of visible ones, however common the words. Within a day the key follows
   * the id, not the time, so reading goes on until the day of the page's last row is complete, and the
   * rows read are sorted by `created_at, id` like every other list. (FTS5 seeks to an upper rowid bound
   * when streaming backwards but does not stop at a lower one, hence `rowid <` batches, not a day range.)
   * Undefined when one day holds more matches than KEY_ORDER_READ_LIMIT (an import that dated
   * everything alike): the caller then sorts in SQL, so memory stays bounded.
   */
  async function findNewestPageInKeyOrder(query: ReviewQuery): Promise<PublicRow[] | undefined> {
    const text: TextMatch = { kind: 'joined' };
    const key = sql.ref<number>('reviews_fts.rowid');
    const wanted = query.offset + query.limit;
    const read: Array<PublicRow & { search_key: number }> = [];
    let batch = wanted + 32;
    for (;;) {
      const before = read.at(-1)?.search_key;
      const rows = await db
        .selectFrom('reviews')
        .innerJoin(sql`reviews_fts`.as('reviews_fts'), (join) => join.onTrue())
        .select([...PUBLIC_COLUMNS.map((column) => `reviews.${column}` as const), key.as('search_key')])
        .where((eb) => visibleMatching(eb, query.template, query.filters, text))
        .$if(query.excludeIds.length > 0, (select) => select.where('reviews.id', 'not in', query.excludeIds))
        .$if(before !== undefined, (select) => select.where(key, '<', before as number))
        .orderBy(key, 'desc')
        .limit(batch)
        .execute();
      read.push(...(rows as Array<PublicRow & { search_key: number }>));
      if (rows.length < batch) break;
      const boundary = read[wanted - 1];
      const last = read.at(-1);
      if (boundary && last && reviewKeyDay(last.search_key) < reviewKeyDay(boundary.search_key)) break;
      if (read.length > wanted + KEY_ORDER_READ_LIMIT) return undefined;
      batch *= 2;
    }
    read.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
    return read.slice(query.offset, wanted).map(({ search_key: _, ...row }) => row as PublicRow);
  }

  return {
    async insert(review: NewReview): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('reviews')
          .values(toRow(review))
          .returning('id')
          .executeTakeFirstOrThrow();
        await bumpRevision(trx);
        return id;
      });
    },

    /** Inserts many in one transaction (seeding, imports); one revision bump. */
    async insertMany(reviews: NewReview[], chunkSize = 500): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < reviews.length; start += chunkSize) {
          await trx
            .insertInto('reviews')
            .values(reviews.slice(start, start + chunkSize).map(toRow))
            .execute();
        }
        await bumpRevision(trx);
      });
    },

    async findTemplate(id: number): Promise<ReviewTemplate | undefined> {
      const row = await db
        .selectFrom('review_templates')
        .select(['id', 'name', 'settings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? templateFromRow(row) : undefined;
    },

    /** Adds a template; bumps the revision, since templates are cached against it too. */
    async insertTemplate(
      name: string,
      settings: Partial<Omit<ReviewTemplate, 'id' | 'name'>>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('review_templates')
          .values({ name, settings: JSON.stringify(settings), created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await bumpRevision(trx);
        return id;
      });
    },

    /** Ids of every review a list shows, in id order (random order samples from it). */
    async matchingIds(template: ReviewTemplate, filters: VisitorFilters): Promise<number[]> {
      const text = await textMatch(filters);
      const rows = await db
        .selectFrom('reviews')
        .select('id')
        .where((eb) => visibleMatching(eb, template, filters, text))
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Public rows by id, in the order of `ids`. */
    async findByIds(ids: readonly number[]): Promise<PublicRow[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('reviews')
        .select(PUBLIC_COLUMNS)
        .where('id', 'in', [...ids])
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row): row is PublicRow => row !== undefined);
    },

    async findPage(query: ReviewQuery): Promise<PublicRow[]> {
      if (dialect === 'sqlite' && query.sort === 'newest') {
        const words = query.filters.search ? queryWords(query.filters.search) : [];
        const page = words.length ? await findNewestPageInKeyOrder(query) : undefined;
        if (page) return page;
      }
      const text = await textMatch(query.filters);
      let select = db
        .selectFrom('reviews')
        .select(PUBLIC_COLUMNS)
        .where((eb) => visibleMatching(eb, query.template, query.filters, text));
      if (query.excludeIds.length) select = select.where('id', 'not in', query.excludeIds);
      return ordered(select, query.sort).limit(query.limit).offset(query.offset).execute();
    },

    async totals(template: ReviewTemplate, filters: VisitorFilters): Promise<ReviewTotals> {
      const searching = filters.search !== undefined && queryWords(filters.search).length > 0;
      // SQLite: the index joined beside reviews streams matches until the cap (no probe needed).
      const text: TextMatch =
        searching && dialect === 'sqlite' ? { kind: 'joined' } : await textMatch(filters);
      const matching =
        text.kind === 'joined'
          ? db.selectFrom('reviews').innerJoin(sql`reviews_fts`.as('reviews_fts'), (join) => join.onTrue())
          : db.selectFrom('reviews');
      let capped = (matching as ReturnType<typeof db.selectFrom<'reviews'>>)
        .select('reviews.score')
        .where((eb) => visibleMatching(eb, template, filters, text));
      if (searching) capped = capped.limit(SEARCH_COUNT_CAP + 1);
      const row = await db
        .selectFrom(capped.as('matching'))
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('score').as('rated'),
          eb.fn.sum<number | string | null>('score').as('score_sum'),
        ])
        .executeTakeFirstOrThrow();
      // PostgreSQL returns bigint aggregates as strings.
      return {
        total: Number(row.total),
        ratedCount: Number(row.rated),
        scoreSum: Number(row.score_sum ?? 0),
      };
    },

    /** Counts and score sums per source page, platform and language, over the template's reviews. */
    async facetRows(template: ReviewTemplate) {
      const rows = await db
        .selectFrom('reviews')
        .select((eb) => [
          'page_id',
          'page_name',
          'platform',
          'language',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('score').as('rated'),
          eb.fn.sum<number | string | null>('score').as('score_sum'),
        ])
        .where((eb) => visibleMatching(eb, template, {}))
        .groupBy(['page_id', 'page_name', 'platform', 'language'])
        .execute();
      return rows.map((row) => ({
        pageId: row.page_id,
        pageName: row.page_name,
        platform: row.platform,
        language: row.language,
        total: Number(row.total),
        ratedCount: Number(row.rated),
        scoreSum: Number(row.score_sum ?? 0),
      }));
    },

    /** A number that changes whenever any review changes; totals are cached against it. */
    async revision(): Promise<number> {
      const row = await db
        .selectFrom('site_state')
        .select('value')
        .where('key', '=', 'reviews_revision')
        .executeTakeFirst();
      return Number(row?.value ?? 0);
    },

    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Every write that changes what visitors can see calls this in its transaction (revision-cache.ts). */
export async function bumpRevision(trx: Kysely<DatabaseSchema>): Promise<void> {
  await trx
    .updateTable('site_state')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('key', '=', 'reviews_revision')
    .execute();
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
