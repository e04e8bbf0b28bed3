import type { ChartView } from '@site-widgets/contract/data/chart-settings.ts';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';

// Only what the seven chart types use: the tree-shaken chart.js, not its `auto` bundle of everything.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Tooltip,
);

/** The palette for datasets (bars, lines) and slices (pie, doughnut, polar area); each ≥ 3:1 on white. */
export const CHART_PALETTE = [
  '#1f5f8b',
  '#b3541e',
  '#2e7d32',
  '#7b3fa0',
  '#a8326e',
  '#00796b',
  '#8a6d00',
  '#455a64',
];

const colourAt = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length] as string;
const translucent = (hex: string) => `${hex}99`;

/** chart.js's configuration for a chart view (spec 001 §3: type, axes and legend options). */
export function chartConfiguration(chart: ChartView, reducedMotion: boolean): ChartConfiguration {
  const sliced =
    chart.chartType === 'pie' || chart.chartType === 'doughnut' || chart.chartType === 'polarArea';
  const type = chart.chartType === 'bar_horizontal' ? 'bar' : chart.chartType;
  const datasets = chart.datasets.map((dataset, index) => {
    const colour = dataset.color ?? colourAt(index);
    return sliced
      ? {
          label: dataset.label,
          data: dataset.data,
          backgroundColor: chart.labels.map((_, at) => translucent(colourAt(at))),
          borderColor: chart.labels.map((_, at) => colourAt(at)),
          borderWidth: 1,
        }
      : {
          label: dataset.label,
          data: dataset.data,
          backgroundColor: type === 'bar' ? colour : translucent(colour),
          borderColor: colour,
          borderWidth: type === 'bar' ? 0 : 2,
          fill: type === 'radar',
        };
  });
  const axis = (settings: ChartView['xAxis'], valueAxis: boolean) => ({
    display: settings.display,
    beginAtZero: valueAxis ? settings.beginAtZero : undefined,
    title: { display: settings.title !== '', text: settings.title },
    grid: { display: settings.grid },
  });
  const horizontal = chart.chartType === 'bar_horizontal';
  const cartesian = type === 'bar' || type === 'line';
  const radial = type === 'radar' || type === 'polarArea';
  return {
    type,
    data: { labels: chart.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 400 },
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        legend: { display: chart.legend.display, position: chart.legend.position },
      },
      scales: cartesian
        ? {
            x: axis(chart.xAxis, horizontal),
            y: axis(chart.yAxis, !horizontal),
          }
        : radial
          ? {
              r: {
                display: chart.yAxis.display,
                beginAtZero: chart.yAxis.beginAtZero,
                grid: { display: chart.yAxis.grid },
              },
            }
          : {},
    },
  } as ChartConfiguration;
}

/** Draws the chart into the canvas; returns what releases it (chart.js's listeners and observer). */
export function drawChart(canvas: HTMLCanvasElement, chart: ChartView): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const instance = new Chart(canvas, chartConfiguration(chart, reducedMotion));
  return () => instance.destroy();
}
