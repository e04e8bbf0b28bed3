import {
  type ChartSettings,
  type ChartView,
  type DataTableContent,
  type DataTableSettings,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  type MapSettings,
  type MapView,
} from '@site-widgets/contract';
import { chartDataFromCsv, chartSourceProblem } from '@site-widgets/core/data/chart-data.ts';
import { parseCsv } from '@site-widgets/core/data/csv.ts';
import { markersOf, tileFilterCss } from '@site-widgets/core/data/map-geometry.ts';
import type { CsvSource } from './csv-source.ts';
import { checkedRecord } from './data-widget-records.ts';
import type { DataWidgetRepository } from './data-widget-repository.ts';
import { type MapOptions, tileLayerOf } from './map-options.ts';

export const MAP_IMAGE_ROUTE = '/data/map-image';

/**
 * What a chart or table shows, resolved on the server: a CSV source is read here (site file or guarded
 * fetch) and parsed with the record's separator, so the page, the `/data/…` answers and the browser
 * all see the same figures, and the browser never learns or fetches the CSV URL.
 */
export function createDataService(deps: {
  records: Pick<DataWidgetRepository, 'find'>;
  readCsv: CsvSource;
  /** Where a stored record that fails its schema is reported (it is then treated as missing). */
  log?: (message: string) => void;
  /** Issue 17 item 2: the maps' tile server. */
  map?: MapOptions;
}) {
  const tiles = tileLayerOf(deps.map);
  /** The checked record with this id, or undefined (a broken one is reported, never shown). */
  async function recordOf(id: number) {
    const checked = checkedRecord(await deps.records.find(id));
    if (checked && !checked.ok) deps.log?.(checked.message);
    return checked?.ok ? checked.record : undefined;
  }

  async function chartView(id: number, settings: ChartSettings): Promise<ChartView> {
    const view: ChartView = {
      id,
      title: settings.title,
      chartType: settings.chartType,
      labels: settings.labels,
      datasets: settings.datasets,
      xAxis: settings.xAxis,
      yAxis: settings.yAxis,
      legend: settings.legend,
      height: settings.height,
    };
    const problem = chartSourceProblem(settings);
    if (problem) return { ...view, labels: [], datasets: [], problem };
    if (settings.dataSource === 'custom') return view;
    const read = await deps.readCsv(settings.csvUrl);
    if (!read.ok) return { ...view, labels: [], datasets: [], problem: read.message };
    const data = chartDataFromCsv(parseCsv(read.text, settings.separator));
    if (!data.ok) return { ...view, labels: [], datasets: [], problem: data.message };
    return { ...view, labels: data.labels, datasets: data.datasets };
  }

  async function tableContent(settings: DataTableSettings): Promise<DataTableContent> {
    const read = await deps.readCsv(settings.csvUrl);
    if (!read.ok) return { caption: settings.title, columns: [], rows: [], problem: read.message };
    const [head, ...lines] = parseCsv(read.text, settings.separator);
    if (!head) return { caption: settings.title, columns: [], rows: [], problem: 'The CSV file is empty.' };
    if (head.length > MAX_TABLE_COLUMNS || lines.length > MAX_TABLE_ROWS) {
      return {
        caption: settings.title,
        columns: [],
        rows: [],
        problem: `The CSV file has more than ${MAX_TABLE_COLUMNS} columns or ${MAX_TABLE_ROWS} rows.`,
      };
    }
    const columns = head.map((cell) => cell.trim());
    const rows = lines.map((line) => columns.map((_, index) => (line[index] ?? '').trim()));
    return { caption: settings.title, columns, rows };
  }

  function mapView(id: number, settings: MapSettings): MapView {
    return {
      id,
      title: settings.title,
      type: settings.type,
      zoom: settings.zoom,
      tileFilter: tileFilterCss(settings.type, settings.style, settings.customStyle),
      zoomOnScroll: settings.zoomOnScroll,
      clusterMarkers: settings.clusterMarkers,
      height: settings.height,
      tiles,
      imageUrl: `${MAP_IMAGE_ROUTE}?id=${id}`,
      markers: markersOf(settings.locations),
      places: settings.locations.map((location, index) => ({
        number: index + 1,
        title: location.title,
        address: location.address,
        description: location.description,
        onMap: location.latitude.trim() !== '' && location.longitude.trim() !== '',
      })),
    };
  }

  return {
    /** The map with this id as it is shown (markers only for both coordinates); undefined if none. */
    async map(id: number): Promise<MapView | undefined> {
      const record = await recordOf(id);
      return record?.settings.kind === 'map' ? mapView(id, record.settings) : undefined;
    },
    /** The chart with this id as it is drawn; undefined if there is no chart record with it. */
    async chart(id: number): Promise<ChartView | undefined> {
      const record = await recordOf(id);
      return record?.settings.kind === 'chart' ? chartView(id, record.settings) : undefined;
    },
    /** The CSV table with this id; undefined if there is no table record with it. */
    async table(id: number): Promise<DataTableContent | undefined> {
      const record = await recordOf(id);
      return record?.settings.kind === 'data-table' ? tableContent(record.settings) : undefined;
    },
  };
}

export type DataService = ReturnType<typeof createDataService>;
