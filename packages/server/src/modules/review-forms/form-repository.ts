import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { checkSettings } from '../settings-records.ts';
import { type FormSettings, formFromRow, formSettingsSchema, type ReviewForm } from './form-settings.ts';

/** Review forms: the site owner's configuration of each visitor form (table review_forms). */
/** Settings checked as every read checks them; a bad one is refused before anything is written. */
function valid(settings: unknown): FormSettings {
  const checked = checkSettings(formSettingsSchema, settings);
  if (!checked.ok) throw new Error(`form: ${checked.message}`);
  return checked.settings;
}

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

    /** Every record, by id, with its settings as stored (each parsed as the server reads it). */
    async list(): Promise<ReviewForm[]> {
      const rows = await db
        .selectFrom('review_forms')
        .select(['id', 'name', 'settings'])
        .orderBy('id')
        .execute();
      return rows.map(formFromRow);
    },

    /** Replaces a record's name and settings, after the same validation as a read; false if absent. */
    async replace(id: number, name: string, settings: unknown): Promise<boolean> {
      const checked = checkSettings(formSettingsSchema, settings);
      if (!checked.ok) throw new Error(`form ${id}: ${checked.message}`);
      const result = await db
        .updateTable('review_forms')
        .set({ name, settings: JSON.stringify(checked.settings) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insert(name: string, settings: Partial<FormSettings>): Promise<number> {
      const { id } = await db
        .insertInto('review_forms')
        .values({ name, settings: JSON.stringify(valid(settings)), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
