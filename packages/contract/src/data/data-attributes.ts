import * as z from 'zod/mini';
import { MAX_ROWS_PER_PAGE } from './data-table-settings.ts';

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

/**
 * Data attributes of `<div data-widget="chart">` (spec 001 §3 "Chart settings"). Everything a chart
 * draws is the owner's record on the server (chart-settings.ts); the page names it.
 */
export const chartAttributesSchema = z.object({
  /** `data-chart-id`: the owner's chart record (type, data or CSV URL, axes, legend). Required. */
  chartId: wholeNumber(1, 999_999),
});
export type ChartAttributes = z.output<typeof chartAttributesSchema>;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/**
 * Data attributes of `<div data-widget="data-table">`: its rows come from the `<table>` inside it, or,
 * with `data-table-id`, from the owner's CSV record on the server.
 */
export const dataTableAttributesSchema = z.object({
  /** `data-table-id`: the owner's CSV table record; default none (the `<table>` inside is the data). */
  tableId: z.optional(wholeNumber(1, 999_999)),
  /** `data-rows-per-page`: rows on one page, 1–100; default 10. */
  rowsPerPage: z.optional(wholeNumber(1, MAX_ROWS_PER_PAGE)),
  /** `data-search`: `yes` shows the search field; default yes. */
  search: z.optional(yesOrNo),
  /** `data-sort`: `yes` makes each column heading a sort button; default yes. */
  sort: z.optional(yesOrNo),
  /** `data-export`: the export buttons, `xlsx csv`, `xlsx`, `csv` or `none`; default `xlsx csv`. */
  export: z.optional(
    z.pipe(
      z
        .string()
        .check(z.regex(/^(none|(xlsx|csv)( (xlsx|csv))?)$/, 'must be one of: xlsx csv, xlsx, csv, none')),
      z.transform(
        (value) => (value === 'none' ? [] : [...new Set(value.split(' '))]) as Array<'xlsx' | 'csv'>,
      ),
    ),
  ),
  /** `data-file-name`: the exported file's name without extension, letters, digits, `-`, `_`; default `table`. */
  fileName: z.optional(z.string().check(z.regex(/^[\w-]{1,80}$/, 'must be 1–80 letters, digits, - or _'))),
});
export type DataTableAttributes = z.output<typeof dataTableAttributesSchema>;

/**
 * Data attributes of `<div data-widget="map">` (spec 001 §3 "Map settings"). Its type, style, zoom and
 * locations are the owner's record on the server; the page names it.
 */
export const mapAttributesSchema = z.object({
  /** `data-map-id`: the owner's map record (type, zoom, style, locations). Required. */
  mapId: wholeNumber(1, 999_999),
});
export type MapAttributes = z.output<typeof mapAttributesSchema>;
