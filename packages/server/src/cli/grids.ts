import { gridOwnerSettingsSchema, liveSearchSettingsSchema } from '@site-widgets/contract';
import type * as z from 'zod/mini';
import { createCatalogueWidgetRepository } from '../modules/catalogue/catalogue-widget-repository.ts';
import { checkSettings, type SettingsCheck } from '../modules/settings-records.ts';
import { runSettingsCli, type SettingsKind } from './settings-command.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };

/**
 * A grid or live-search record's settings checked as the server reads them: the `kind` picks the
 * schema (grid-settings.ts, search-settings.ts), and a key that schema does not know is refused.
 * The refinements of the grid schema (taxonomy fits the kind, price orders on product grids only)
 * hold here too.
 */
export function checkCatalogueWidgetSettings(settings: unknown): SettingsCheck<unknown> {
  const kind = (settings as { kind?: unknown } | null)?.kind;
  if (kind === 'live-search') return checkSettings(liveSearchSettingsSchema as ObjectSchema, settings);
  if (kind === 'post-grid' || kind === 'media-grid' || kind === 'product-grid')
    return checkSettings(gridOwnerSettingsSchema as ObjectSchema, settings);
  return {
    ok: false,
    message: 'settings.kind: must be one of: post-grid, media-grid, product-grid, live-search',
  };
}

type CatalogueWidget = { id: number; name: string } & Record<string, unknown>;

/** `npm run grids`: the site owner's grid and live-search records (docs/operations.md). */
export const GRIDS: SettingsKind<CatalogueWidget> = {
  command: 'grids',
  noun: 'widget',
  schema: liveSearchSettingsSchema as ObjectSchema,
  check: checkCatalogueWidgetSettings,
  repository(db) {
    const records = createCatalogueWidgetRepository(db);
    const flat = (record: { id: number; name: string; settings: unknown }): CatalogueWidget => ({
      ...(typeof record.settings === 'object' && record.settings !== null ? record.settings : {}),
      id: record.id,
      name: record.name,
    });
    return {
      async find(id) {
        const record = await records.find(id);
        return record && flat(record);
      },
      async list() {
        return (await records.list()).map(flat);
      },
      replace: (id, name, settings) => records.replace(id, name, settings as object),
      insert: (name, settings) => records.insert(name, settings as object),
    };
  },
};

await runSettingsCli(GRIDS, import.meta.url);
