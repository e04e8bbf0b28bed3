import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { type FormSettings, formFromRow, type ReviewForm } from './form-settings.ts';

/** Review forms: the site owner's configuration of each visitor form (table review_forms). */
export function createFormRepository(db: Kysely<DatabaseSchema>) {
  return {
    async find(id: number): Promise<ReviewForm | undefined> {
      const row = await db
        .selectFrom('review_forms')
        .select(['id', 'name', 'settings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? formFromRow(row) : undefined;
    },

    async insert(name: string, settings: Partial<FormSettings>): Promise<number> {
      const { id } = await db
        .insertInto('review_forms')
        .values({ name, settings: JSON.stringify(settings), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
