import { chartSettingsSchema } from '@site-widgets/contract';
import type * as z from 'zod/mini';
import { checkDataWidgetSettings } from '../modules/data/data-widget-records.ts';
import { createDataWidgetRepository } from '../modules/data/data-widget-repository.ts';
import { runSettingsCli, type SettingsKind } from './settings-command.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };
type DataWidget = { id: number; name: string } & Record<string, unknown>;

/** `npm run data-widgets`: the site owner's chart and CSV table records (docs/operations.md). */
export const DATA_WIDGETS: SettingsKind<DataWidget> = {
  command: 'data-widgets',
  noun: 'chart or table',
  schema: chartSettingsSchema as ObjectSchema,
  check: checkDataWidgetSettings,
  repository(db) {
    const records = createDataWidgetRepository(db);
    const flat = (record: { id: number; name: string; settings: unknown }): DataWidget => ({
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

await runSettingsCli(DATA_WIDGETS, import.meta.url);
