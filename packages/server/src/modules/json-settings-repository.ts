import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonSettingsTable } from '../db/schema.ts';

/** The tables of owner records kept as `{ id, name, settings JSON }` (grids and searches, charts and tables). */
export type JsonSettingsTableName = {
  [K in keyof DatabaseSchema]: DatabaseSchema[K] extends JsonSettingsTable ? K : never;
}[keyof DatabaseSchema];

/** One owner record: `settings` is parsed JSON, not yet checked; run it through its kind's schema. */
export interface JsonSettingsRecord {
  id: number;
  name: string;
  settings: unknown;
}

/**
 * Reads and writes owner records of one settings table. Writes take settings already checked by their
 * kind's schema (the owner CLIs do); every reader checks them again, so a hand-edited row is refused
 * with its field named rather than trusted.
 */
export function createJsonSettingsRepository(db: Kysely<DatabaseSchema>, table: JsonSettingsTableName) {
  const fromRow = (row: { id: number; name: string; settings: string }): JsonSettingsRecord => {
    let settings: unknown;
    try {
      settings = JSON.parse(row.settings);
    } catch {
      settings = undefined;
    }
    return { id: row.id, name: row.name, settings };
  };

  return {
    async find(id: number): Promise<JsonSettingsRecord | undefined> {
      const row = await db
        .selectFrom(table)
        .select(['id', 'name', 'settings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    async list(): Promise<JsonSettingsRecord[]> {
      const rows = await db.selectFrom(table).select(['id', 'name', 'settings']).orderBy('id').execute();
      return rows.map(fromRow);
    },

    async insert(name: string, settings: object): Promise<number> {
      const { id } = await db
        .insertInto(table)
        .values({ name, settings: JSON.stringify(settings), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Replaces a record's name and settings; false if there is no such record. */
    async replace(id: number, name: string, settings: object): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ name, settings: JSON.stringify(settings) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type JsonSettingsRepository = ReturnType<typeof createJsonSettingsRepository>;
