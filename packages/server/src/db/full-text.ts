import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from './database.ts';
import type { DatabaseSchema } from './schema.ts';

/**
 * The query side of the full-text index (migration 0004): SQLite FTS5 tables `content_fts` and
 * `reviews_fts` (rowid = the row's id), PostgreSQL `search_vector` columns. A visitor's text becomes a
 * list of words; the words reach the database only as one bound parameter in the index's own query
 * syntax, built here from letters and digits alone, so no visitor character is ever an operator.
 */

/** At most this many words of a query are used; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Longer words are cut: no index word is longer, and it bounds the work per query. */
export const MAX_WORD_LENGTH = 40;

/** The searchable words of a visitor's text: lower-cased runs of letters and digits, in order. */
export function queryWords(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_QUERY_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The prefix lengths the SQLite indexes keep (migration 0008): a query prefix up to 8 is one doclist. */
export const FTS_PREFIX_LENGTHS = '2 3 4 5 6 7 8';
/** The longest indexed prefix; a longer word is looked up by its first this many characters. */
export const FTS_LONGEST_PREFIX = 8;

/**
 * FTS5 MATCH text: every word required, each as a quoted prefix term (`"caf"*`), so a word still being
 * typed matches. Quotes cannot occur (words are letters and digits only). FTS5 answers an indexed
 * prefix (up to 8 characters) from one streamed doclist, a longer one by merging every matching term's
 * doclist in memory (60–130 ms for a common word at 1M reviews), so a longer word is asked as itself
 * (stemmed, so `breakfasts` finds `breakfast`) or its first 8 characters as a prefix (`cappuccin`, as
 * typed, finds `cappuccino`): `("breakfast" OR "breakfa"*)`-shaped, both streamed.
 */
export function ftsMatchText(words: readonly string[]): string {
  return (
    words
      .map((word) => {
        const characters = [...word];
        if (characters.length <= FTS_LONGEST_PREFIX) return `"${word}"*`;
        return `("${word}" OR "${characters.slice(0, FTS_LONGEST_PREFIX).join('')}"*)`;
      })
      // Explicit AND: FTS5 reads no implicit AND next to a parenthesised group.
      .join(' AND ')
  );
}

/**
 * SQLite `reviews_fts` rowids are a review's search key: the day of its `created_at` in the high bits,
 * its id in the low 32 (migration 0008), so the index's rowid order is the day order of the reviews
 * and FTS5 can stream a search's matches newest-first. Within a day the key follows the id, not the
 * time, so the repository reads the page's last day whole and sorts it exactly (review-repository.ts). Days are counted
 * from 1696 (100,000 days before 1970) and clamped below 2^21, so every key is below 2^53 and exact as
 * a JavaScript number; ids must stay below 2^32.
 */
export const REVIEW_KEY = {
  /** 2^32: key = day × this + id. */
  dayFactor: 4294967296,
  dayOffset: 100000,
  maxDay: 2097151,
} as const;

/** The SQL expression of `row`'s search key (`new`, `old`, or a table name), for triggers. */
export function reviewSearchKeySql(row: string): string {
  return `((max(0, min(${REVIEW_KEY.maxDay}, cast(strftime('%s', ${row}.created_at) as integer) / 86400 + ${REVIEW_KEY.dayOffset})) << 32) | ${row}.id)`;
}

/** The day a search key stands for (larger is later). */
export function reviewKeyDay(key: number): number {
  return Math.floor(key / REVIEW_KEY.dayFactor);
}

/** SQL: the review id inside a `reviews_fts` rowid. */
const reviewIdOfKey = (rowid: RawBuilder<unknown>) => sql<number>`(${rowid} & 4294967295)`;

/** PostgreSQL tsquery text: every word required, each a prefix (`caf:* & latte:*`). */
export function tsQueryText(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

export type FullTextTable = 'content' | 'reviews';

const FTS_TABLE = { content: 'content_fts', reviews: 'reviews_fts' } as const;

/**
 * The PostgreSQL query for `words` in every language the index stems (English, German, French) and
 * unstemmed, OR-ed: a row stemmed in its own language matches the query stemmed the same way.
 */
function postgresQuery(words: readonly string[]): RawBuilder<unknown> {
  const text = tsQueryText(words);
  return sql`(to_tsquery('english'::regconfig, ${text}) || to_tsquery('german'::regconfig, ${text}) || to_tsquery('french'::regconfig, ${text}) || to_tsquery('simple'::regconfig, ${text}))`;
}

const POSTGRES_CONFIGS = ['english', 'german', 'french', 'simple'] as const;
/** Prepared PostgreSQL queries by word list; bounded (visitors choose the keys). */
const preparedQueries = new Map<string, string>();
const PREPARED_QUERIES_MAX = 500;

/** A tsquery lexeme, quoted for tsquery text (lexemes of letters and digits need no escaping; done anyway). */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * PostgreSQL: `words` as ONE tsquery text, for `matchesWords(…, prepared)`. The four stemmed forms
 * (English, German, French, unstemmed) are asked of the database once and merged: identical ones
 * dropped, and one whose every prefix is a longer form of another's (`coffee:*` beside `coffe:*`)
 * dropped too, since it can only match rows the other matches. The GIN index then scans each lexeme
 * once (the four OR-ed queries scanned `coffe` three times), and the planner sees a constant it can
 * estimate from the column's statistics. `''` when no configuration keeps a word (stop words only).
 */
export async function preparePostgresQuery(
  db: Kysely<DatabaseSchema>,
  words: readonly string[],
): Promise<string> {
  const key = words.join(' ');
  const known = preparedQueries.get(key);
  if (known !== undefined) return known;
  const text = tsQueryText(words);
  const row = await sql<Record<(typeof POSTGRES_CONFIGS)[number], string>>`select ${sql.join(
    POSTGRES_CONFIGS.map(
      (config) => sql`to_tsquery(${sql.lit(config)}::regconfig, ${text})::text as ${sql.ref(config)}`,
    ),
  )}`
    .execute(db)
    .then((result) => result.rows[0]);
  // Each configuration's answer is a conjunction of prefix lexemes (`'coffe':* & 'staff':*`).
  const conjunctions = POSTGRES_CONFIGS.map((config) =>
    [...(row?.[config] ?? '').matchAll(/'((?:[^']|'')*)':\*/g)].map((match) =>
      (match[1] ?? '').replace(/''/g, "'"),
    ),
  ).filter((lexemes) => lexemes.length > 0);
  const implies = (wide: string[], narrow: string[]) =>
    wide.every((prefix) => narrow.some((lexeme) => lexeme.startsWith(prefix)));
  const kept = conjunctions.filter(
    (lexemes, index) =>
      !conjunctions.some(
        (other, otherIndex) =>
          otherIndex !== index && implies(other, lexemes) && (!implies(lexemes, other) || otherIndex < index),
      ),
  );
  const merged = kept
    .map((lexemes) => `(${lexemes.map((lexeme) => `${quoteLexeme(lexeme)}:*`).join(' & ')})`)
    .join(' | ');
  if (preparedQueries.size >= PREPARED_QUERIES_MAX) {
    const oldest = preparedQueries.keys().next().value;
    if (oldest !== undefined) preparedQueries.delete(oldest);
  }
  preparedQueries.set(key, merged);
  return merged;
}

/**
 * A condition that the row whose id is `id` (of `content_items` or `reviews`) matches every word.
 * Callers pass at least one word (an empty query is "no text filter", decided before this). On
 * PostgreSQL, `prepared` (preparePostgresQuery) replaces the four OR-ed stemmed queries.
 */
export function matchesWords(
  dialect: DialectName,
  table: FullTextTable,
  id: Expression<number>,
  words: readonly string[],
  prepared?: string,
): RawBuilder<SqlBool> {
  if (words.length === 0) throw new Error('matchesWords needs at least one word');
  if (dialect === 'postgres') {
    const vector = sql.ref(`${table === 'content' ? 'content_items' : 'reviews'}.search_vector`);
    if (prepared !== undefined) return sql<SqlBool>`${vector} @@ ${prepared}::tsquery`;
    return sql<SqlBool>`${vector} @@ ${postgresQuery(words)}`;
  }
  const fts = sql.table(FTS_TABLE[table]);
  return sql<SqlBool>`${id} in (select ${rowIdOf(table)} from ${fts} where ${fts} match ${ftsMatchText(words)})`;
}

/** SQL: the row id an index rowid stands for (reviews: the low bits of the search key). */
function rowIdOf(table: FullTextTable): RawBuilder<number> {
  return table === 'reviews' ? reviewIdOfKey(sql`rowid`) : sql<number>`rowid`;
}

/** FTS5 column-filtered MATCH text: every word required within `columns` (`{title} : ("caf"* …)`). */
export function ftsColumnMatchText(columns: readonly string[], words: readonly string[]): string {
  return `{${columns.join(' ')}} : (${ftsMatchText(words)})`;
}

/**
 * How well the row matches, larger is better (for `order by … desc`). PostgreSQL: ts_rank over the
 * weighted vector. SQLite: a match in the title/heading counts 10 (content) or 4 (reviews), in the
 * excerpt 4, anywhere 1. It is built from uncorrelated `id in (select rowid … match …)` sets, which
 * SQLite evaluates once per query: FTS5's bm25() in a per-row subquery re-reads every matching
 * document's statistics for each row, which made ranking quadratic in the number of matches
 * (bench/text-search.ts: 100,000 posts).
 */
export function matchRank(
  dialect: DialectName,
  table: FullTextTable,
  id: Expression<number>,
  words: readonly string[],
  prepared?: string,
): RawBuilder<number> {
  if (dialect === 'postgres') {
    const vector = sql.ref(`${table === 'content' ? 'content_items' : 'reviews'}.search_vector`);
    if (prepared !== undefined) return sql<number>`ts_rank(${vector}, ${prepared}::tsquery)`;
    return sql<number>`ts_rank(${vector}, ${postgresQuery(words)})`;
  }
  const fts = sql.table(FTS_TABLE[table]);
  const inColumns = (columns: readonly string[]) =>
    sql`(case when ${id} in (select ${rowIdOf(table)} from ${fts} where ${fts} match ${ftsColumnMatchText(columns, words)}) then 1 else 0 end)`;
  return table === 'content'
    ? sql<number>`(10 * ${inColumns(['title'])} + 4 * ${inColumns(['excerpt'])} + 1)`
    : sql<number>`(4 * ${inColumns(['heading'])} + 1)`;
}

/**
 * SQLite: the rowids of at most `bound` rows of `table`'s index matching every word, in rowid order.
 * FTS5 streams these from its doclists and stops at the bound, so this costs about `bound` postings
 * however common the words are (an `id in (select rowid … match …)` set is built whole first).
 */
export async function firstMatchingRowids(
  db: Kysely<DatabaseSchema>,
  table: FullTextTable,
  words: readonly string[],
  bound: number,
): Promise<number[]> {
  const fts = sql.table(FTS_TABLE[table]);
  const { rows } = await sql<{
    rowid: number;
  }>`select ${rowIdOf(table)} as rowid from ${fts} where ${fts} match ${ftsMatchText(words)} limit ${bound}`.execute(
    db,
  );
  return rows.map((row) => row.rowid);
}

/**
 * SQLite: the join condition that makes `reviews_fts` (joined beside `reviews`) stream the matches;
 * each match finds its review by primary key, so the index is always the outer loop.
 */
export function joinedReviewMatch(words: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`reviews.id = ${reviewIdOfKey(sql`reviews_fts.rowid`)} and reviews_fts match ${ftsMatchText(words)}`;
}
