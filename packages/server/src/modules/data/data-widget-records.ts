import {
  type ChartSettings,
  chartSettingsSchema,
  type DataTableSettings,
  dataTableSettingsSchema,
} from '@site-widgets/contract';
import type * as z from 'zod/mini';
import { checkSettings } from '../settings-records.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };

/** A chart's or data table's record: what the owner configured for one widget id. */
export type DataWidgetRecord =
  | { id: number; name: string; settings: ChartSettings }
  | { id: number; name: string; settings: DataTableSettings };

/**
 * The owner's chart and table records, checked as the server reads them (the `kind` picks the schema,
 * an unknown key is refused). A record that fails stops the start with its id and field named: a chart
 * silently missing from a page would be worse.
 */
export function createDataWidgetRecords(
  records: ReadonlyArray<{ id: number; name: string; settings: unknown }>,
) {
  const byId = new Map<number, DataWidgetRecord>();
  for (const record of records) {
    const kind = (record.settings as { kind?: unknown } | null)?.kind;
    const schema =
      kind === 'chart' ? chartSettingsSchema : kind === 'data-table' ? dataTableSettingsSchema : undefined;
    const checked = schema
      ? checkSettings(schema as ObjectSchema, record.settings)
      : ({ ok: false, message: 'settings.kind: must be one of: chart, data-table' } as const);
    if (!checked.ok) throw new Error(`data widget ${record.id} (${record.name}): ${checked.message}`);
    byId.set(record.id, { id: record.id, name: record.name, settings: checked.settings } as DataWidgetRecord);
  }
  return {
    find: (id: number): DataWidgetRecord | undefined => byId.get(id),
    list: (): DataWidgetRecord[] => [...byId.values()],
  };
}

export type DataWidgetRecords = ReturnType<typeof createDataWidgetRecords>;
