import type { Kysely } from 'kysely';
import type { ContentKind, DatabaseSchema } from '../../db/schema.ts';

/** One term of a taxonomy with how many visible items of a kind carry it. */
export interface TermCount {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  /** 0 for a top-level term, up to 3 (categories nest to 4 levels). */
  depth: number;
  /** Published, non-password items of the kind tagged with this term (not its children). */
  count: number;
}

/**
 * Every term of `taxonomy` with its count of visible items of `kind` (spec 001 §3 filters: counts,
 * hide empty). Drafts, private and password-protected items never count: they never reach a visitor.
 * Terms with no visible item come back with count 0 (the grid decides whether to hide them); ordered
 * by name then id, so equal data gives equal lists.
 */
export async function termCounts(
  db: Kysely<DatabaseSchema>,
  kind: ContentKind,
  taxonomy: string,
): Promise<TermCount[]> {
  const rows = await db
    .selectFrom('terms')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('item_terms')
          .innerJoin('content_items', 'content_items.id', 'item_terms.item_id')
          .select((inner) => ['item_terms.term_id', inner.fn.countAll<number | string>().as('visible')])
          .where('content_items.kind', '=', kind)
          .where('content_items.status', '=', 'published')
          .where('content_items.password_protected', '=', 0)
          .groupBy('item_terms.term_id')
          .as('counted'),
      (join) => join.onRef('counted.term_id', '=', 'terms.id'),
    )
    .select(['terms.id', 'terms.slug', 'terms.name', 'terms.parent_id', 'terms.depth', 'counted.visible'])
    .where('terms.taxonomy', '=', taxonomy)
    .orderBy('terms.name')
    .orderBy('terms.id')
    .execute();
  // PostgreSQL returns count(*) as a string.
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    parentId: row.parent_id,
    depth: row.depth,
    count: Number(row.visible ?? 0),
  }));
}

/** The same read bound to one database, for callers that hold a repository set. */
export function createTermCounts(db: Kysely<DatabaseSchema>) {
  return (kind: ContentKind, taxonomy: string) => termCounts(db, kind, taxonomy);
}
