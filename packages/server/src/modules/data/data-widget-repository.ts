import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createJsonSettingsRepository, type JsonSettingsRecord } from '../json-settings-repository.ts';

/** A chart's or table's stored row: settings are parsed JSON, not yet checked (data-widget-records.ts). */
export type StoredDataWidget = JsonSettingsRecord;

/**
 * The owner's chart and CSV table records (table data_widgets, migration 0013). Writes take settings
 * already checked by their kind's schema (`npm run data-widgets` does); reads check them again.
 */
export function createDataWidgetRepository(db: Kysely<DatabaseSchema>) {
  return createJsonSettingsRepository(db, 'data_widgets');
}

export type DataWidgetRepository = ReturnType<typeof createDataWidgetRepository>;
