import {
  CHART_CSV_TYPE_MESSAGE,
  CHART_NO_SOURCE_MESSAGE,
  type ChartDataset,
  type ChartType,
  CUSTOM_DATA_ONLY_CHART_TYPES,
  MAX_CHART_DATASETS,
  MAX_CHART_LABELS,
} from '@site-widgets/contract/data/chart-settings.ts';

/** What decides whether a chart can be drawn at all (spec 001 §8). */
export interface ChartSource {
  chartType: ChartType;
  dataSource: 'custom' | 'csv';
  csvUrl: string;
}

/** The §8 message for a chart that cannot be drawn from its source, or undefined. */
export function chartSourceProblem(source: ChartSource): string | undefined {
  if (source.dataSource !== 'csv') return undefined;
  if (CUSTOM_DATA_ONLY_CHART_TYPES.includes(source.chartType)) return CHART_CSV_TYPE_MESSAGE;
  if (source.csvUrl.trim() === '') return CHART_NO_SOURCE_MESSAGE;
  return undefined;
}

/** A CSV cell as a number: `1,234.5`, ` 12 `, `40%` read; anything else (empty, text) is 0. */
export function csvNumber(cell: string): number {
  const value = Number(cell.trim().replace(/[,%\s]/g, ''));
  return cell.trim() !== '' && Number.isFinite(value) ? value : 0;
}

export type ChartCsvResult =
  | { ok: true; labels: string[]; datasets: ChartDataset[] }
  | { ok: false; message: string };

/**
 * spec 001 §7: the first line is the labels, every other line a dataset. A dataset line whose first
 * cell is not a number is named by it (then the labels line's first cell, a corner heading, is
 * dropped); otherwise datasets are named `Dataset 1`, `Dataset 2`…
 */
export function chartDataFromCsv(rows: string[][]): ChartCsvResult {
  const [head, ...lines] = rows;
  if (!head || lines.length === 0) return { ok: false, message: 'The CSV file has no data lines.' };
  const named = lines.some((line) => line[0] !== undefined && !/^\s*-?[\d.,]+%?\s*$/.test(line[0]));
  const labels = (named ? head.slice(1) : head).map((label) => label.trim());
  if (labels.length === 0) return { ok: false, message: 'The CSV file has no labels.' };
  if (labels.length > MAX_CHART_LABELS || lines.length > MAX_CHART_DATASETS) {
    return {
      ok: false,
      message: `The CSV file has more than ${MAX_CHART_LABELS} labels or ${MAX_CHART_DATASETS} datasets.`,
    };
  }
  const datasets = lines.map((line, index) => {
    const cells = named ? line.slice(1) : line;
    return {
      label: named ? (line[0] ?? '').trim() : `Dataset ${index + 1}`,
      data: labels.map((_, at) => csvNumber(cells[at] ?? '')),
    };
  });
  return { ok: true, labels, datasets };
}
