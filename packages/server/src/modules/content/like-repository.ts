import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

export interface LikeState {
  /** Whether the visitor likes the post (after the toggle, for `toggle`). */
  liked: boolean;
  /** Every visitor's likes of the post. */
  count: number;
}

/**
 * Likes of journal posts (issue 16), one per visitor and post. A post's count is the number of its rows
 * (never a counter beside them), and the primary key refuses a second row for the same visitor, so the
 * count stays exact whatever runs at once, on SQLite and PostgreSQL alike.
 */
export function createLikeRepository(db: Kysely<DatabaseSchema>) {
  const countOf = async (trx: Kysely<DatabaseSchema>, postId: number) => {
    const row = await trx
      .selectFrom('content_likes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('post_id', '=', postId)
      .executeTakeFirst();
    // PostgreSQL answers count(*) as a bigint string.
    return Number(row?.count ?? 0);
  };

  const isLikeable = async (trx: Kysely<DatabaseSchema>, postId: number) =>
    (await trx
      .selectFrom('content_items')
      .select('id')
      .where('id', '=', postId)
      .where('kind', '=', 'post')
      .where('status', '=', 'published')
      .where('password_protected', '=', 0)
      .executeTakeFirst()) !== undefined;

  return {
    /**
     * Likes the post for the visitor, or takes their like back if they had one; undefined when no
     * published post has the id (nothing written). One transaction: the answer's count includes the
     * visitor's own change.
     */
    async toggle(postId: number, visitorId: string, now: Date): Promise<LikeState | undefined> {
      return db.transaction().execute(async (trx) => {
        if (!(await isLikeable(trx, postId))) return undefined;
        const removed = await trx
          .deleteFrom('content_likes')
          .where('post_id', '=', postId)
          .where('visitor_id', '=', visitorId)
          .executeTakeFirst();
        const liked = Number(removed.numDeletedRows) === 0;
        if (liked) {
          // Two toggles of one visitor at once both find no row: the key keeps one, the other is a no-op.
          await trx
            .insertInto('content_likes')
            .values({ post_id: postId, visitor_id: visitorId, created_at: now.toISOString() })
            .onConflict((conflict) => conflict.columns(['post_id', 'visitor_id']).doNothing())
            .execute();
        }
        return { liked, count: await countOf(trx, postId) };
      });
    },

    /** The post's count and whether this visitor (null: no cookie) likes it, for the page's first paint. */
    async read(postId: number, visitorId: string | null): Promise<LikeState> {
      const count = await countOf(db, postId);
      if (visitorId === null || count === 0) return { liked: false, count };
      const mine = await db
        .selectFrom('content_likes')
        .select('post_id')
        .where('post_id', '=', postId)
        .where('visitor_id', '=', visitorId)
        .executeTakeFirst();
      return { liked: mine !== undefined, count };
    },
  };
}

export type LikeRepository = ReturnType<typeof createLikeRepository>;
