import {
  type ChartSettings,
  chartSettingsSchema,
  type DataTableSettings,
  dataTableSettingsSchema,
  type MapSettings,
  mapCustomStyleSchema,
  mapLocationSchema,
  mapSettingsSchema,
} from '@site-widgets/contract';
import type * as z from 'zod/mini';
import { checkSettings, type SettingsCheck } from '../settings-records.ts';

type ObjectSchema = z.ZodMiniType<unknown> & { shape: Record<string, unknown> };

/** A chart's, data table's or map's record, checked: what the owner configured for one widget id. */
export type DataWidgetRecord =
  | { id: number; name: string; settings: ChartSettings }
  | { id: number; name: string; settings: DataTableSettings }
  | { id: number; name: string; settings: MapSettings };

/**
 * A chart, table or map record's settings checked as the server reads them: the `kind` picks the schema
 * (chart-settings.ts, data-table-settings.ts, map-settings.ts) and a key that schema does not know is
 * refused (in a map's locations and custom style too).
 */
export function checkDataWidgetSettings(
  settings: unknown,
): SettingsCheck<ChartSettings | DataTableSettings | MapSettings> {
  const kind = (settings as { kind?: unknown } | null)?.kind;
  if (kind === 'chart')
    return checkSettings(chartSettingsSchema as ObjectSchema, settings) as SettingsCheck<ChartSettings>;
  if (kind === 'data-table') {
    return checkSettings(
      dataTableSettingsSchema as ObjectSchema,
      settings,
    ) as SettingsCheck<DataTableSettings>;
  }
  if (kind === 'map') return checkMapSettings(settings);
  return { ok: false, message: 'settings.kind: must be one of: chart, data-table, map' };
}

const LOCATION_KEYS = new Set(Object.keys(mapLocationSchema.shape));
const CUSTOM_STYLE_KEYS = new Set(Object.keys(mapCustomStyleSchema.shape));

/** A map's settings: its schema, and no unknown key in a location or the custom style either. */
function checkMapSettings(settings: unknown): SettingsCheck<MapSettings> {
  const value = settings as { locations?: unknown; customStyle?: unknown };
  if (Array.isArray(value.locations)) {
    for (const [index, location] of value.locations.entries()) {
      if (typeof location !== 'object' || location === null || Array.isArray(location)) continue;
      const unknown = Object.keys(location).find((key) => !LOCATION_KEYS.has(key));
      if (unknown) return { ok: false, message: `settings.locations.${index}.${unknown}: is not a setting` };
    }
  }
  const style = value.customStyle;
  if (typeof style === 'object' && style !== null && !Array.isArray(style)) {
    const unknown = Object.keys(style).find((key) => !CUSTOM_STYLE_KEYS.has(key));
    if (unknown) return { ok: false, message: `settings.customStyle.${unknown}: is not a setting` };
  }
  return checkSettings(mapSettingsSchema as ObjectSchema, settings) as SettingsCheck<MapSettings>;
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
