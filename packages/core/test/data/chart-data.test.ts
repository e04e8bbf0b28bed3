import { CHART_CSV_TYPE_MESSAGE, CHART_NO_SOURCE_MESSAGE } from '@site-widgets/contract';
import { describe, expect, it } from 'vitest';
import { chartDataFromCsv, chartSourceProblem, csvNumber } from '../../src/data/chart-data.ts';
import { parseCsv } from '../../src/data/csv.ts';

describe('chartSourceProblem (spec 001 §8)', () => {
  it('asks for a file or URL when the CSV source has none', () => {
    expect(chartSourceProblem({ chartType: 'bar', dataSource: 'csv', csvUrl: ' ' })).toBe(
      'Provide a csv file or remote URL',
    );
    expect(CHART_NO_SOURCE_MESSAGE).toBe('Provide a csv file or remote URL');
  });

  it('refuses a CSV source for pie, doughnut and polar area charts, with the message as specified', () => {
    for (const chartType of ['pie', 'doughnut', 'polarArea'] as const) {
      expect(chartSourceProblem({ chartType, dataSource: 'csv', csvUrl: '/a.csv' })).toBe(
        'doughnut, pie and polareArea charts only work with custom data source',
      );
    }
    expect(CHART_CSV_TYPE_MESSAGE).toContain('polareArea');
  });

  it('accepts custom data for every type and a CSV URL for bar, line and radar', () => {
    expect(chartSourceProblem({ chartType: 'pie', dataSource: 'custom', csvUrl: '' })).toBeUndefined();
    expect(chartSourceProblem({ chartType: 'radar', dataSource: 'csv', csvUrl: '/a.csv' })).toBeUndefined();
  });
});

describe('chartDataFromCsv (spec 001 §7)', () => {
  it('reads the first line as labels and each other line as a named dataset', () => {
    const rows = parseCsv('Year,2023,2024,2025\nColombia,1200,1350,1400\nEthiopia,800,950,1100\n');
    expect(chartDataFromCsv(rows)).toEqual({
      ok: true,
      labels: ['2023', '2024', '2025'],
      datasets: [
        { label: 'Colombia', data: [1200, 1350, 1400] },
        { label: 'Ethiopia', data: [800, 950, 1100] },
      ],
    });
  });

  it('names unnamed datasets in order and reads missing or text cells as 0', () => {
    expect(chartDataFromCsv(parseCsv('Jan;Feb;Mar\n1;2\n4;x;6', ';'))).toEqual({
      ok: true,
      labels: ['Jan', 'Feb', 'Mar'],
      datasets: [
        { label: 'Dataset 1', data: [1, 2, 0] },
        { label: 'Dataset 2', data: [4, 0, 6] },
      ],
    });
  });

  it('fails with a message when there is no data line', () => {
    expect(chartDataFromCsv(parseCsv('a,b,c\n'))).toEqual({
      ok: false,
      message: 'The CSV file has no data lines.',
    });
  });

  it('reads thousands separators and percentages as numbers', () => {
    expect(csvNumber(' 1,234.5 ')).toBe(1234.5);
    expect(csvNumber('40%')).toBe(40);
    expect(csvNumber('')).toBe(0);
  });
});
