import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ReviewsTable } from '../../db/schema.ts';
import { bumpRevision } from './review-repository.ts';

/** The columns the owner's tools read: everything but the derived search text and the IP. */
const OWNER_COLUMNS = [
  'id',
  'platform',
  'reviewer_name',
  'reviewer_email',
  'rating',
  'recommendation',
  'title',
  'text',
  'language',
  'hidden',
  'moderation',
  'page_id',
  'page_name',
  'tags',
  'avatar_url',
  'permalink',
  'company_name',
  'created_at',
  'form_id',
  'post_id',
] as const;

export type OwnerRow = Pick<Selectable<ReviewsTable>, (typeof OWNER_COLUMNS)[number]>;

/**
 * The site owner's moderation (cli/reviews.ts). Every write bumps the reviews revision in its own
 * transaction, so cached totals stay exact.
 */
export function createModerationRepository(db: Kysely<DatabaseSchema>) {
  return {
    async pending(limit = 500): Promise<OwnerRow[]> {
      return db
        .selectFrom('reviews')
        .select(OWNER_COLUMNS)
        .where('moderation', '=', 'pending')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Publishes (`approved`) or hides (`rejected`) reviews; returns the ids that exist. */
    async moderate(ids: readonly number[], decision: 'approved' | 'rejected'): Promise<number[]> {
      if (!ids.length) return [];
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('reviews')
          .set({
            moderation: decision,
            hidden: decision === 'approved' ? 0 : 1,
            updated_at: new Date().toISOString(),
          })
          .where('id', 'in', [...ids])
          .returning('id')
          .execute();
        if (updated.length) await bumpRevision(trx);
        return updated.map((row) => row.id);
      });
    },

    /** Deletes reviews; returns each deleted one's id and avatar URL (its file is the caller's to remove). */
    async remove(ids: readonly number[]): Promise<Array<{ id: number; avatarUrl: string | null }>> {
      if (!ids.length) return [];
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('reviews')
          .where('id', 'in', [...ids])
          .returning(['id', 'avatar_url'])
          .execute();
        if (deleted.length) await bumpRevision(trx);
        return deleted.map((row) => ({ id: row.id, avatarUrl: row.avatar_url }));
      });
    },

    /** Every review in id order, a page at a time, so an export of 100k reviews stays small in memory. */
    async *all(pageSize = 1000): AsyncGenerator<OwnerRow> {
      let after = 0;
      for (;;) {
        const page = await db
          .selectFrom('reviews')
          .select(OWNER_COLUMNS)
          .where('id', '>', after)
          .orderBy('id')
          .limit(pageSize)
          .execute();
        yield* page;
        const last = page.at(-1);
        if (!last || page.length < pageSize) return;
        after = last.id;
      }
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
