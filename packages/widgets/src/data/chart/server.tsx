import type { ChartView } from '@site-widgets/contract/data/chart-settings.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { ChartFigure } from './ChartFigure.tsx';

/** A chart as the server puts it into a page: the figure with its table, hydrated to draw the canvas. */
export function renderChartWidget(chart: ChartView): string {
  return renderWidget('chart', { 'chart-id': String(chart.id) }, <ChartFigure chart={chart} />, { chart });
}
