import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { type Float, type FloatSettings, floatFromRow } from './float-settings.ts';

/** Floats: floating review badges (table floats). */
export function createFloatRepository(db: Kysely<DatabaseSchema>) {
  return {
    async find(id: number): Promise<Float | undefined> {
      const row = await db
        .selectFrom('floats')
        .select(['id', 'name', 'settings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? floatFromRow(row) : undefined;
    },

    async insert(name: string, settings: Partial<FloatSettings> & Pick<FloatSettings, 'templateId'>) {
      const { id } = await db
        .insertInto('floats')
        .values({ name, settings: JSON.stringify(settings), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type FloatRepository = ReturnType<typeof createFloatRepository>;
