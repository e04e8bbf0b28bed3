import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** A chart's or table's stored row: settings are parsed JSON, not yet checked (data-widget-records.ts). */
export interface StoredDataWidget {
  id: number;
  name: string;
  settings: unknown;
}

/**
 * The owner's chart and CSV table records (table data_widgets, migration 0013). Writes take settings
 * already checked by their kind's schema (`npm run data-widgets` does); reads check them again.
 */
export function createDataWidgetRepository(db: Kysely<DatabaseSchema>) {
  const fromRow = (row: { id: number; name: string; settings: string }): StoredDataWidget => {
    let settings: unknown;
    try {
      settings = JSON.parse(row.settings);
    } catch {
      settings = undefined;
    }
    return { id: row.id, name: row.name, settings };
  };

  return {
    async find(id: number): Promise<StoredDataWidget | undefined> {
      const row = await db
        .selectFrom('data_widgets')
        .select(['id', 'name', 'settings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    async list(): Promise<StoredDataWidget[]> {
      const rows = await db
        .selectFrom('data_widgets')
        .select(['id', 'name', 'settings'])
        .orderBy('id')
        .execute();
      return rows.map(fromRow);
    },

    async insert(name: string, settings: object): Promise<number> {
      const { id } = await db
        .insertInto('data_widgets')
        .values({ name, settings: JSON.stringify(settings), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Replaces a record's name and settings; false if there is no such record. */
    async replace(id: number, name: string, settings: object): Promise<boolean> {
      const result = await db
        .updateTable('data_widgets')
        .set({ name, settings: JSON.stringify(settings) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type DataWidgetRepository = ReturnType<typeof createDataWidgetRepository>;
