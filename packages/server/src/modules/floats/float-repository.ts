import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { checkSettings } from '../settings-records.ts';
import { type Float, type FloatSettings, floatFromRow, floatSettingsSchema } from './float-settings.ts';

/** Floats: floating review badges (table floats). */
/** Settings checked as every read checks them; a bad one is refused before anything is written. */
function valid(settings: unknown): FloatSettings {
  const checked = checkSettings(floatSettingsSchema, settings);
  if (!checked.ok) throw new Error(`float: ${checked.message}`);
  return checked.settings;
}

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

    /** Every record, by id, with its settings as stored (each parsed as the server reads it). */
    async list(): Promise<Float[]> {
      const rows = await db.selectFrom('floats').select(['id', 'name', 'settings']).orderBy('id').execute();
      return rows.map(floatFromRow);
    },

    /** Replaces a record's name and settings, after the same validation as a read; false if absent. */
    async replace(id: number, name: string, settings: unknown): Promise<boolean> {
      const checked = checkSettings(floatSettingsSchema, settings);
      if (!checked.ok) throw new Error(`float ${id}: ${checked.message}`);
      const result = await db
        .updateTable('floats')
        .set({ name, settings: JSON.stringify(checked.settings) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insert(name: string, settings: Partial<FloatSettings> & Pick<FloatSettings, 'templateId'>) {
      const { id } = await db
        .insertInto('floats')
        .values({ name, settings: JSON.stringify(valid(settings)), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type FloatRepository = ReturnType<typeof createFloatRepository>;
