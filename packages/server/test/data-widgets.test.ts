import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DATA_WIDGETS } from '../src/cli/data-widgets.ts';
import { runSettingsCommand } from '../src/cli/settings-command.ts';
import type { Database, DialectName } from '../src/db/database.ts';
import type { DataWidgetsOptions } from '../src/modules/data/data-module.ts';
import { checkDataWidgetSettings } from '../src/modules/data/data-widget-records.ts';
import { createDataWidgetRepository } from '../src/modules/data/data-widget-repository.ts';
import { seedDemoDataWidgets } from '../src/modules/data/demo-data-widgets.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

describe.each(DIALECTS)('charts and data tables on %s (issue 17)', (dialect: DialectName) => {
  let database: Database | undefined;
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    await database?.destroy();
    close = undefined;
    database = undefined;
  });

  /** The app over a fresh database with the demo's records seeded, and the ids of the records added. */
  async function appWith(records: Array<{ name: string; settings: object }> = [], data?: DataWidgetsOptions) {
    database = await freshDatabase(dialect);
    await seedDemoDataWidgets(database.db);
    const repository = createDataWidgetRepository(database.db);
    const ids: number[] = [];
    for (const record of records) ids.push(await repository.insert(record.name, record.settings));
    const demo = new Map((await repository.list()).map((record) => [record.name, record.id]));
    const { app } = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined },
      database,
      nonceSecret: randomBytes(32).toString('hex'),
      ...(data ? { data } : {}),
    });
    close = () => app.close();
    return { app, ids, demo };
  }

  const chart = (name: string, settings: Record<string, unknown>) => ({
    name,
    settings: { kind: 'chart', title: name, ...settings },
  });

  describe('GET /data/chart and /data/table (issue 17)', () => {
    it("answers the demo's bar chart from its own data, as inert JSON", async () => {
      const { app, demo } = await appWith();
      const response = await app.inject({
        method: 'GET',
        url: `/data/chart?id=${demo.get('Green coffee by origin')}`,
      });
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
      const { app, demo } = await appWith();
      const radar = (
        await app.inject({ method: 'GET', url: `/data/chart?id=${demo.get('Cup profiles')}` })
      ).json();
      expect(radar.labels).toEqual(['Sweetness', 'Acidity', 'Body', 'Fruit', 'Chocolate', 'Finish']);
      expect(radar.datasets[0]).toEqual({ label: 'Huila, Colombia', data: [8, 7, 6, 6, 5, 7] });
      const table = (
        await app.inject({ method: 'GET', url: `/data/table?id=${demo.get('Coffee origins')}` })
      ).json();
      expect(table.columns[0]).toBe('Origin');
      expect(table.rows).toHaveLength(24);
    });

    it('shows the §8 messages word for word instead of a chart', async () => {
      const { app, ids } = await appWith([
        chart('No file', { chartType: 'bar', dataSource: 'csv' }),
        chart('Polar CSV', {
          chartType: 'polarArea',
          dataSource: 'csv',
          csvUrl: '/site/data/coffee-by-year.csv',
        }),
      ]);
      expect((await app.inject({ method: 'GET', url: `/data/chart?id=${ids[0]}` })).json().problem).toBe(
        'Provide a csv file or remote URL',
      );
      expect((await app.inject({ method: 'GET', url: `/data/chart?id=${ids[1]}` })).json().problem).toBe(
        'doughnut, pie and polareArea charts only work with custom data source',
      );
    });

    it('refuses a remote CSV on a private address and a site path outside /site/ (a message, not a 500)', async () => {
      const { app, ids } = await appWith([
        chart('Metadata', {
          chartType: 'line',
          dataSource: 'csv',
          csvUrl: 'http://169.254.169.254/latest/meta-data/',
        }),
        chart('Outside', { chartType: 'line', dataSource: 'csv', csvUrl: '/site/../../package.json' }),
        chart('Missing', { chartType: 'line', dataSource: 'csv', csvUrl: '/site/data/missing.csv' }),
      ]);
      const problem = async (at: number) =>
        (await app.inject({ method: 'GET', url: `/data/chart?id=${ids[at]}` })).json().problem as string;
      expect(await problem(0)).toBe(
        'The CSV file could not be read: the host 169.254.169.254 is a private address.',
      );
      expect(await problem(1)).toBe(
        'The CSV file could not be read: a site path must be a .csv under /site/.',
      );
      expect(await problem(2)).toBe('The CSV file could not be read: there is no such file.');
    });

    it('names a bad or unknown id with a code; a URL from the browser is never read', async () => {
      const { app, demo } = await appWith();
      const bad = await app.inject({ method: 'GET', url: '/data/chart?id=1%3Cx' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'SW_BAD_FIELD', field: 'id' });
      expect(bad.body).not.toContain('<');
      const unknown = await app.inject({ method: 'GET', url: '/data/chart?id=999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'SW_UNKNOWN_DATA_WIDGET' });
      // A table's id is not a chart's.
      expect(
        (await app.inject({ method: 'GET', url: `/data/chart?id=${demo.get('Coffee origins')}` })).statusCode,
      ).toBe(404);
      const withUrl = await app.inject({
        method: 'GET',
        url: `/data/chart?id=${demo.get('Green coffee by origin')}&url=http://127.0.0.1/`,
      });
      expect(withUrl.json().labels).toHaveLength(6);
    });

    it('keeps markup in a CSV as text: the answer holds no raw <', async () => {
      const { app, ids } = await appWith(
        [{ name: 't', settings: { kind: 'data-table', title: 'T', csvUrl: '/site/data/hostile.csv' } }],
        { siteDir: new URL('./fixtures/', import.meta.url).pathname },
      );
      const response = await app.inject({ method: 'GET', url: `/data/table?id=${ids[0]}` });
      expect(response.body).not.toContain('<');
      expect(response.json().rows[0][0]).toBe('<img src=x onerror=alert(1)>');
    });

    it('treats a stored record that fails its schema as missing, and checks kinds by name', async () => {
      const { app, ids } = await appWith([chart('Typo', { chartType: 'bar', colour: 'red' })]);
      expect((await app.inject({ method: 'GET', url: `/data/chart?id=${ids[0]}` })).statusCode).toBe(404);
      expect(checkDataWidgetSettings({ kind: 'chart', title: 'x', chartType: 'bar', colour: 'red' })).toEqual(
        {
          ok: false,
          message: 'settings.colour: is not a setting',
        },
      );
      expect(checkDataWidgetSettings({ kind: 'chart', title: 'x', chartType: 'area' })).toMatchObject({
        ok: false,
      });
      expect(checkDataWidgetSettings({ kind: 'gauge' })).toEqual({
        ok: false,
        message: 'settings.kind: must be one of: chart, data-table, map',
      });
    });
  });

  describe('/sustainability (issue 17 item 8)', () => {
    it('renders every chart type with its table, and the origins table with all rows', async () => {
      const { app, demo } = await appWith();
      const response = await app.inject({ method: 'GET', url: '/sustainability' });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      for (const type of ['bar', 'bar_horizontal', 'line', 'radar', 'pie', 'doughnut', 'polarArea']) {
        expect(html).toContain(`data-chart-type="${type}"`);
      }
      expect(html.match(/data-widget="chart"/g)).toHaveLength(7);
      expect(html).toContain(
        `data-widget="data-table" data-table-id="${demo.get('Coffee origins')}" data-rows-per-page="4"`,
      );
      expect(html).toContain('Showing 1 to 4 of 24 Entries.');
      expect(html).toContain('Gakenke Washing Station');
      expect(html.match(/data-slot="later-row"/g)).toHaveLength(20);
    });
  });

  /** Text written to a stream, for the CLI's output. */
  function collector() {
    let text = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    return { stream, text: () => text };
  }

  describe('npm run data-widgets', () => {
    it('imports a chart, refuses one with a wrong setting (writing nothing), and sets a setting', async () => {
      database = await freshDatabase(dialect);
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-data-widgets-'));
      const file = path.join(directory, 'charts.json');
      fs.writeFileSync(
        file,
        JSON.stringify([
          {
            name: 'Sales',
            settings: { kind: 'chart', title: 'Sales', chartType: 'line', labels: ['a'], datasets: [] },
          },
          { name: 'Bad', settings: { kind: 'chart', title: 'Bad', chartType: 'area' } },
        ]),
      );
      const run = async (...args: string[]) => {
        const out = collector();
        const err = collector();
        const code = await runSettingsCommand(DATA_WIDGETS, args, {
          stdout: out.stream,
          stderr: err.stream,
          database: database as Database,
        });
        return { code, out: out.text(), err: err.text() };
      };
      const imported = await run('import', file);
      expect(imported.code).toBe(1);
      expect(imported.err).toContain('settings.chartType');
      const records = await createDataWidgetRepository(database.db).list();
      expect(records.map((record) => record.name)).toEqual(['Sales']);
      const id = String(records[0]?.id);
      expect((await run('set', id, 'chartType', 'radar')).code).toBe(0);
      expect((await run('set', id, 'chartType', 'area')).code).toBe(1);
      const stored = await createDataWidgetRepository(database.db).find(Number(id));
      expect(stored?.settings).toMatchObject({ chartType: 'radar' });
      fs.rmSync(directory, { recursive: true, force: true });
    });
  });
});
