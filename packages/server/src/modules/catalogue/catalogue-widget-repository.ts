import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createJsonSettingsRepository, type JsonSettingsRecord } from '../json-settings-repository.ts';

/**
 * What a site owner configured per grid or search widget (table catalogue_widgets): the query a grid
 * shows, a search box's post types and limits. The browser names a widget by id and may only pick
 * among what its record allows; each caller parses `settings` with its own schema (a `kind` field
 * tells which: `post-grid`, `media-grid`, `product-grid`, `live-search`).
 */
export type CatalogueWidgetRecord = JsonSettingsRecord;

export function createCatalogueWidgetRepository(db: Kysely<DatabaseSchema>) {
  return createJsonSettingsRepository(db, 'catalogue_widgets');
}

export type CatalogueWidgetRepository = ReturnType<typeof createCatalogueWidgetRepository>;
