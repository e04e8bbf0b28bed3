import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/**
 * What a site owner configured per grid or search widget (table catalogue_widgets): the query a grid
 * shows, a search box's post types and limits. The browser names a widget by id and may only pick
 * among what its record allows; each caller parses `settings` with its own schema (a `kind` field
 * tells which: `post-grid`, `media-grid`, `product-grid`, `live-search`).
 */
export interface CatalogueWidgetRecord {
  id: number;
  name: string;
  /** Parsed JSON, not yet checked: run it through the widget kind's schema before use. */
  settings: unknown;
}

export function createCatalogueWidgetRepository(db: Kysely<DatabaseSchema>) {
  const fromRow = (row: { id: number; name: string; settings: string }): CatalogueWidgetRecord => {
    let settings: unknown;
    try {
      settings = JSON.parse(row.settings);
    } catch {
      settings = undefined;
    }
    return { id: row.id, name: row.name, settings };
  };

  return {
    async find(id: number): Promise<CatalogueWidgetRecord | undefined> {
      const row = await db
        .selectFrom('catalogue_widgets')
        .select(['id', 'name', 'settings'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },

    async list(): Promise<CatalogueWidgetRecord[]> {
      const rows = await db
        .selectFrom('catalogue_widgets')
        .select(['id', 'name', 'settings'])
        .orderBy('id')
        .execute();
      return rows.map(fromRow);
    },

    /** Stores already-validated settings (the caller checked them with the kind's schema). */
    async insert(name: string, settings: object): Promise<number> {
      const { id } = await db
        .insertInto('catalogue_widgets')
        .values({ name, settings: JSON.stringify(settings), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Replaces a record's name and already-validated settings; false if there is no such record. */
    async replace(id: number, name: string, settings: object): Promise<boolean> {
      const result = await db
        .updateTable('catalogue_widgets')
        .set({ name, settings: JSON.stringify(settings) })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CatalogueWidgetRepository = ReturnType<typeof createCatalogueWidgetRepository>;
