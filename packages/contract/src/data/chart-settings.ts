import * as z from 'zod/mini';

/** spec 001 §3 "Chart settings": the chart types, by the original's names. */
export const CHART_TYPES = [
  'bar',
  'bar_horizontal',
  'line',
  'radar',
  'pie',
  'doughnut',
  'polarArea',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Chart types that draw one slice per label and so take only the widget's own data (spec 001 §8). */
export const CUSTOM_DATA_ONLY_CHART_TYPES: readonly ChartType[] = ['pie', 'doughnut', 'polarArea'];

/** spec 001 §8, word for word (the original's spelling of polarArea included). */
export const CHART_NO_SOURCE_MESSAGE = 'Provide a csv file or remote URL';
export const CHART_CSV_TYPE_MESSAGE = 'doughnut, pie and polareArea charts only work with custom data source';

export const MAX_CHART_LABELS = 200;
export const MAX_CHART_DATASETS = 20;

const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f5f8b'));
const shortText = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

export const chartDatasetSchema = z.object({
  /** The dataset's name in the legend and the table's row header. */
  label: shortText(100),
  /** One value per label. */
  data: z
    .array(z.number().check(z.refine(Number.isFinite, 'must be a finite number')))
    .check(z.maxLength(MAX_CHART_LABELS)),
  /** Bar, line or point colour; default from the theme's palette. */
  color: z.optional(colour),
});
export type ChartDataset = z.output<typeof chartDatasetSchema>;

const axisSchema = z.object({
  /** Draw this axis (its ticks and grid); default true. */
  display: z._default(z.boolean(), true),
  /** The axis title; default none. */
  title: z._default(shortText(100), ''),
  /** Start the value axis at zero; default true. */
  beginAtZero: z._default(z.boolean(), true),
  /** Draw grid lines; default true. */
  grid: z._default(z.boolean(), true),
});
export type ChartAxis = z.output<typeof axisSchema>;

const LEGEND_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;

/**
 * A chart widget's record on the server (settings per widget id, never from the browser): what it draws
 * and where its data comes from. A CSV URL lives only here; the browser names the widget id.
 */
export const chartSettingsSchema = z.object({
  kind: z.literal('chart'),
  /** The chart's title: its figure caption and the canvas's accessible name. */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** One of CHART_TYPES. */
  chartType: z.enum(CHART_TYPES, `must be one of: ${CHART_TYPES.join(', ')}`),
  /** `custom`: the labels and datasets below; `csv`: the file at csvUrl. Default custom. */
  dataSource: z._default(z.enum(['custom', 'csv'], 'must be one of: custom, csv'), 'custom'),
  labels: z._default(z.array(shortText(100)).check(z.maxLength(MAX_CHART_LABELS)), []),
  datasets: z._default(z.array(chartDatasetSchema).check(z.maxLength(MAX_CHART_DATASETS)), []),
  /**
   * The CSV file: an http(s) URL (fetched by our server, with size and time limits) or a path on this
   * site (`/site/data/origins.csv`, read from the site's own files). Default none.
   */
  csvUrl: z._default(shortText(2000), ''),
  /** The CSV's field separator, one character; default `,`. */
  separator: z._default(z.string().check(z.length(1, 'must be one character')), ','),
  xAxis: z._default(axisSchema, { display: true, title: '', beginAtZero: true, grid: true }),
  yAxis: z._default(axisSchema, { display: true, title: '', beginAtZero: true, grid: true }),
  legend: z._default(
    z.object({
      display: z._default(z.boolean(), true),
      position: z._default(z.enum(LEGEND_POSITIONS, `must be one of: ${LEGEND_POSITIONS.join(', ')}`), 'top'),
    }),
    { display: true, position: 'top' },
  ),
  /** The canvas height in px (its space is reserved before it draws), 160–800; default 320. */
  height: z._default(z.number().check(z.int(), z.minimum(160), z.maximum(800)), 320),
});
export type ChartSettings = z.output<typeof chartSettingsSchema>;

/** What a chart shows, resolved on the server (CSV read): the props of the chart view, and `/data/chart`'s answer. */
export interface ChartView {
  id: number;
  title: string;
  chartType: ChartType;
  labels: string[];
  datasets: ChartDataset[];
  xAxis: ChartAxis;
  yAxis: ChartAxis;
  legend: { display: boolean; position: (typeof LEGEND_POSITIONS)[number] };
  height: number;
  /** A §8 message or a CSV failure: shown instead of the chart. */
  problem?: string;
}
