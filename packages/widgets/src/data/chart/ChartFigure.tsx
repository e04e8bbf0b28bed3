import type { ChartView } from '@site-widgets/contract/data/chart-settings.ts';
import { useEffect, useId, useRef, useState } from 'react';

export interface ChartFigureProps {
  chart: ChartView;
}

const TYPE_NAMES: Record<ChartView['chartType'], string> = {
  bar: 'Bar chart',
  bar_horizontal: 'Horizontal bar chart',
  line: 'Line chart',
  radar: 'Radar chart',
  pie: 'Pie chart',
  doughnut: 'Doughnut chart',
  polarArea: 'Polar area chart',
};

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/**
 * A chart as a figure: its caption, the canvas (drawn by chart.js once the code has arrived; space
 * reserved at the owner's height) and the same figures as a table beside it, which is the content
 * without JavaScript and what a screen reader is pointed to from the canvas.
 */
export function ChartFigure({ chart }: ChartFigureProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'idle' | 'drawn' | 'error'>('idle');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || chart.problem) return undefined;
    let release: (() => void) | undefined;
    let cancelled = false;
    import('./draw-chart.ts')
      .then(({ drawChart }) => {
        if (cancelled) return;
        release = drawChart(canvas, chart);
        setState('drawn');
      })
      .catch((error: unknown) => {
        console.error('[site-widgets] chart: the chart could not be drawn', error);
        setState('error');
      });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [chart]);

  const typeName = TYPE_NAMES[chart.chartType];
  return (
    <figure className="sw-chart" data-slot="chart" data-chart-type={chart.chartType} data-state={state}>
      <figcaption className="sw-chart__title" id={`${id}title`}>
        {chart.title}
      </figcaption>
      {chart.problem ? (
        <p className="sw-chart__problem" data-slot="chart-problem">
          {chart.problem}
        </p>
      ) : (
        <>
          <div className="sw-chart__canvas" data-slot="chart-canvas" style={{ height: chart.height }}>
            <canvas
              ref={canvasRef}
              role="img"
              aria-labelledby={`${id}title`}
              aria-describedby={`${id}description`}
            />
          </div>
          <p className="sw-visually-hidden" id={`${id}description`}>
            {`${typeName}. Its figures are in the table “${chart.title}: the figures”.`}
          </p>
          <div className="sw-chart__table-wrap">
            <table className="sw-chart__table" data-slot="chart-table">
              <caption>{`${chart.title}: the figures`}</caption>
              <thead>
                <tr>
                  <td />
                  {chart.labels.map((label, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; their order is fixed
                    <th scope="col" key={index}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.datasets.map((dataset, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: datasets never reorder
                  <tr key={row}>
                    <th scope="row">{dataset.label}</th>
                    {chart.labels.map((_, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per label
                      <td key={column}>{number.format(dataset.data[column] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
