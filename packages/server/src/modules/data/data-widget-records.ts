import {
  type ChartSettings,
  chartSettingsSchema,
  type DataTableSettings,
  dataTableSettingsSchema,
} from '@site-widgets/contract';
import type * as z from 'zod/mini';
import { checkSettings, type SettingsCheck } from '../settings-records.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };

/** A chart's or data table's record, checked: what the owner configured for one widget id. */
export type DataWidgetRecord =
  | { id: number; name: string; settings: ChartSettings }
  | { id: number; name: string; settings: DataTableSettings };

/**
 * A chart or table record's settings checked as the server reads them: the `kind` picks the schema
 * (chart-settings.ts, data-table-settings.ts) and a key that schema does not know is refused.
 */
export function checkDataWidgetSettings(settings: unknown): SettingsCheck<ChartSettings | DataTableSettings> {
  const kind = (settings as { kind?: unknown } | null)?.kind;
  if (kind === 'chart')
    return checkSettings(chartSettingsSchema as ObjectSchema, settings) as SettingsCheck<ChartSettings>;
  if (kind === 'data-table') {
    return checkSettings(
      dataTableSettingsSchema as ObjectSchema,
      settings,
    ) as SettingsCheck<DataTableSettings>;
  }
  return { ok: false, message: 'settings.kind: must be one of: chart, data-table' };
}

/** A stored row as a checked record; undefined (and the reason logged by the caller) when it fails. */
export function checkedRecord(
  stored: { id: number; name: string; settings: unknown } | undefined,
): { ok: true; record: DataWidgetRecord } | { ok: false; message: string } | undefined {
  if (!stored) return undefined;
  const checked = checkDataWidgetSettings(stored.settings);
  if (!checked.ok)
    return { ok: false, message: `data widget ${stored.id} (${stored.name}): ${checked.message}` };
  return {
    ok: true,
    record: { id: stored.id, name: stored.name, settings: checked.settings } as DataWidgetRecord,
  };
}
