import type { ChartView } from '@site-widgets/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartConfiguration } from '../src/data/chart/draw-chart.ts';
import { DataTable } from '../src/data/data-table/DataTable.tsx';
import { dataTableOptions, readHtmlTable } from '../src/data/data-table/settings.ts';

afterEach(cleanup);

/** The parts of chart.js's configuration these tests read. */
interface Drawn {
  type: string;
  options: {
    indexAxis?: string;
    animation?: unknown;
    plugins: { legend: unknown };
    scales: Record<string, Record<string, unknown> | undefined>;
  };
}

const AXIS = { display: true, title: '', beginAtZero: true, grid: true };

function chart(overrides: Partial<ChartView>): ChartView {
  return {
    id: 1,
    title: 'Coffee',
    chartType: 'bar',
    labels: ['Colombia', 'Ethiopia'],
    datasets: [{ label: 'kg', data: [3, 4] }],
    xAxis: AXIS,
    yAxis: AXIS,
    legend: { display: true, position: 'top' },
    height: 320,
    ...overrides,
  };
}

describe('chart configuration (spec 001 §3: type, axes, legend)', () => {
  it('draws a horizontal bar chart as bars along y, the value axis (x) from zero, with its title', () => {
    const config = chartConfiguration(
      chart({ chartType: 'bar_horizontal', xAxis: { ...AXIS, title: '% above minimum' } }),
      false,
    ) as unknown as Drawn;
    expect(config.type).toBe('bar');
    expect(config.options.indexAxis).toBe('y');
    expect(config.options.scales.x).toMatchObject({
      beginAtZero: true,
      title: { display: true, text: '% above minimum' },
    });
    expect(config.options.scales.y?.beginAtZero).toBeUndefined();
  });

  it('applies axis display, grid and legend options, and no animation under reduced motion', () => {
    const config = chartConfiguration(
      chart({
        chartType: 'line',
        yAxis: { display: false, title: '', beginAtZero: false, grid: false },
        legend: { display: false, position: 'right' },
      }),
      true,
    ) as unknown as Drawn;
    expect(config.options.scales.y).toMatchObject({
      display: false,
      beginAtZero: false,
      grid: { display: false },
    });
    expect(config.options.plugins.legend).toEqual({ display: false, position: 'right' });
    expect(config.options.animation).toBe(false);
  });

  it('gives pie, doughnut and polar area charts one colour per label, radar and polar area a radial scale', () => {
    for (const chartType of ['pie', 'doughnut', 'polarArea'] as const) {
      const config = chartConfiguration(chart({ chartType }), false) as unknown as {
        data: { datasets: Array<{ backgroundColor: string[] }> };
      };
      expect(config.data.datasets[0]?.backgroundColor).toHaveLength(2);
    }
    const radar = chartConfiguration(chart({ chartType: 'radar' }), false) as unknown as {
      options: { scales: Record<string, unknown> };
    };
    expect(Object.keys(radar.options.scales)).toEqual(['r']);
  });
});

describe('data table view', () => {
  const content = {
    caption: 'Prices',
    columns: ['Drink', 'Price'],
    rows: [
      ['Latte', '3.90'],
      ['Espresso', '2.20'],
      ['Mocha', '4.10'],
    ],
  };
  const options = { ...dataTableOptions({}), rowsPerPage: 2 };

  it('sorts by a heading button with aria-sort, and pages with the info text', () => {
    render(<DataTable content={content} options={options} />);
    const table = screen.getByRole('table', { name: 'Prices' });
    // After mount, one page at a time.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Showing 1 to 2 of 3 Entries.')).toBeTruthy();
    const price = screen.getByRole('columnheader', { name: 'Price' });
    fireEvent.click(within(price).getByRole('button'));
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Espresso', '2.20', 'Latte', '3.90']);
    fireEvent.click(within(price).getByRole('button'));
    expect(price.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 3 to 3 of 3 Entries.')).toBeTruthy();
    expect(within(table).getAllByRole('cell')[0]?.textContent).toBe('Espresso');
  });

  it('reads a written table: headings from its head, cells as text', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<table><caption> Prices </caption><thead><tr><th>Drink</th><th>Price</th></tr></thead>' +
      '<tbody><tr><td>Latte <b>large</b></td><td>3.90</td></tr><tr><td>Tea</td></tr></tbody></table>';
    expect(readHtmlTable(host.querySelector('table') as HTMLTableElement)).toEqual({
      caption: 'Prices',
      columns: ['Drink', 'Price'],
      rows: [
        ['Latte large', '3.90'],
        ['Tea', ''],
      ],
    });
  });
});
