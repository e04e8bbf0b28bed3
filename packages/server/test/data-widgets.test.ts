import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { DataWidgetsOptions } from '../src/modules/data/data-module.ts';
import { createDataWidgetRecords } from '../src/modules/data/data-widget-records.ts';
import { freshDatabase } from './support/databases.ts';

// Charts and tables store nothing (records are the owner's configuration, CSV answers an in-memory
// cache), so these run on SQLite only; the CSV fetch itself is in data-remote-csv.test.ts.
let database: Database | undefined;
let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  await database?.destroy();
  close = undefined;
  database = undefined;
});

async function appWith(data?: DataWidgetsOptions) {
  database = await freshDatabase('sqlite');
  const { app } = await buildApp({
    config: { logLevel: 'silent', trustProxy: undefined },
    database,
    nonceSecret: randomBytes(32).toString('hex'),
    ...(data ? { data } : {}),
  });
  close = () => app.close();
  return app;
}

const chart = (id: number, settings: Record<string, unknown>) => ({
  id,
  name: `chart ${id}`,
  settings: { kind: 'chart', title: `Chart ${id}`, ...settings },
});

describe('GET /data/chart and /data/table (issue 17)', () => {
  it("answers the demo's bar chart from its own data, as inert JSON", async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/data/chart?id=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const body = response.json();
    expect(body).toMatchObject({
      id: 1,
      chartType: 'bar',
      labels: ['Colombia', 'Ethiopia', 'Brazil', 'Rwanda', 'Guatemala', 'Peru'],
    });
    expect(body.datasets).toEqual([{ label: 'Kilograms', data: [1260, 905, 1190, 410, 280, 270] }]);
    expect(body.problem).toBeUndefined();
  });

  it("reads a CSV chart's file with its separator (first line labels, other lines datasets)", async () => {
    const app = await appWith();
    const radar = (await app.inject({ method: 'GET', url: '/data/chart?id=4' })).json();
    expect(radar.labels).toEqual(['Sweetness', 'Acidity', 'Body', 'Fruit', 'Chocolate', 'Finish']);
    expect(radar.datasets[0]).toEqual({ label: 'Huila, Colombia', data: [8, 7, 6, 6, 5, 7] });
    const table = (await app.inject({ method: 'GET', url: '/data/table?id=20' })).json();
    expect(table.columns[0]).toBe('Origin');
    expect(table.rows).toHaveLength(24);
  });

  it('shows the §8 messages word for word instead of a chart', async () => {
    const app = await appWith({
      records: [
        chart(1, { chartType: 'bar', dataSource: 'csv' }),
        chart(2, { chartType: 'polarArea', dataSource: 'csv', csvUrl: '/site/data/coffee-by-year.csv' }),
      ],
    });
    expect((await app.inject({ method: 'GET', url: '/data/chart?id=1' })).json().problem).toBe(
      'Provide a csv file or remote URL',
    );
    expect((await app.inject({ method: 'GET', url: '/data/chart?id=2' })).json().problem).toBe(
      'doughnut, pie and polareArea charts only work with custom data source',
    );
  });

  it('refuses a remote CSV on a private address and a site path outside /site/ (a message, not a 500)', async () => {
    const app = await appWith({
      records: [
        chart(1, {
          chartType: 'line',
          dataSource: 'csv',
          csvUrl: 'http://169.254.169.254/latest/meta-data/',
        }),
        chart(2, { chartType: 'line', dataSource: 'csv', csvUrl: '/site/../../package.json' }),
        chart(3, { chartType: 'line', dataSource: 'csv', csvUrl: '/site/data/missing.csv' }),
      ],
    });
    const problem = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/data/chart?id=${id}` })).json().problem as string;
    expect(await problem(1)).toBe(
      'The CSV file could not be read: the host 169.254.169.254 is a private address.',
    );
    expect(await problem(2)).toBe('The CSV file could not be read: a site path must be a .csv under /site/.');
    expect(await problem(3)).toBe('The CSV file could not be read: there is no such file.');
  });

  it('names a bad or unknown id with a code; a URL from the browser is never read', async () => {
    const app = await appWith();
    const bad = await app.inject({ method: 'GET', url: '/data/chart?id=1%3Cx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'SW_BAD_FIELD', field: 'id' });
    expect(bad.body).not.toContain('<');
    const unknown = await app.inject({ method: 'GET', url: '/data/chart?id=999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SW_UNKNOWN_DATA_WIDGET' });
    // A table's id is not a chart's.
    expect((await app.inject({ method: 'GET', url: '/data/chart?id=20' })).statusCode).toBe(404);
    const withUrl = await app.inject({ method: 'GET', url: '/data/chart?id=1&url=http://127.0.0.1/' });
    expect(withUrl.json().labels).toHaveLength(6);
  });

  it('keeps markup in a CSV as text: the answer holds no raw <', async () => {
    const app = await appWith({
      records: [
        { id: 5, name: 't', settings: { kind: 'data-table', title: 'T', csvUrl: '/site/data/hostile.csv' } },
      ],
      siteDir: new URL('./fixtures/', import.meta.url).pathname,
    });
    const response = await app.inject({ method: 'GET', url: '/data/table?id=5' });
    expect(response.body).not.toContain('<');
    expect(response.json().rows[0][0]).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses a record with an unknown setting or kind at start, naming it', () => {
    expect(() => createDataWidgetRecords([chart(1, { chartType: 'bar', colour: 'red' })])).toThrow(
      'data widget 1 (chart 1): settings.colour: is not a setting',
    );
    expect(() => createDataWidgetRecords([chart(2, { chartType: 'area' })])).toThrow(/settings.chartType/);
    expect(() => createDataWidgetRecords([{ id: 3, name: 'x', settings: { kind: 'map' } }])).toThrow(
      'settings.kind: must be one of: chart, data-table',
    );
  });
});

describe('/sustainability (issue 17 item 8)', () => {
  it('renders every chart type with its table, and the origins table with all rows', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/sustainability' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const type of ['bar', 'bar_horizontal', 'line', 'radar', 'pie', 'doughnut', 'polarArea']) {
      expect(html).toContain(`data-chart-type="${type}"`);
    }
    expect(html.match(/data-widget="chart"/g)).toHaveLength(7);
    expect(html).toContain('data-widget="data-table" data-table-id="20" data-rows-per-page="4"');
    expect(html).toContain('Showing 1 to 4 of 24 Entries.');
    expect(html).toContain('Gakenke Washing Station');
    expect(html.match(/data-slot="later-row"/g)).toHaveLength(20);
  });
});
