import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { GRIDS } from '../src/cli/grids.ts';
import { runSettingsCommand } from '../src/cli/settings-command.ts';
import type { Database } from '../src/db/database.ts';
import { createCatalogueWidgetRepository } from '../src/modules/catalogue/catalogue-widget-repository.ts';
import { demoGridId, seedDemoGrids } from '../src/modules/catalogue/demo-grids.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

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

describe.each(DIALECTS)('npm run grids on %s', (dialect) => {
  let database: Database | undefined;
  let directory = '';
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function start() {
    database = await freshDatabase(dialect);
    await seedDemoGrids(database.db);
    await createCatalogueWidgetRepository(database.db).insert('Header search', {
      kind: 'live-search',
      kinds: ['post', 'page'],
      maxResults: 10,
      allowPasswordProtected: false,
      categories: [],
      resultsPath: '/search',
    });
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-grids-cli-'));
    return database;
  }

  async function run(...argv: string[]) {
    const stdout = collector();
    const stderr = collector();
    const code = await runSettingsCommand(GRIDS, argv, {
      stdout: stdout.stream,
      stderr: stderr.stream,
      database: database as Database,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }

  const stored = async (id: number) =>
    (await createCatalogueWidgetRepository((database as Database).db).find(id))?.settings as Record<
      string,
      unknown
    >;

  it('lists and shows the grid and live-search records', async () => {
    const db = (await start()).db;
    const list = await run('list');
    expect(list.code).toBe(0);
    for (const name of ['Journal grid', 'Gallery grid', 'Shop grid', 'Header search'])
      expect(list.stdout).toContain(JSON.stringify(name));
    const journal = (await demoGridId(db, 'journal')) as number;
    const shown = JSON.parse((await run('show', String(journal))).stdout);
    expect(shown).toMatchObject({
      id: journal,
      name: 'Journal grid',
      settings: { kind: 'post-grid', taxonomy: 'category', postsPerPage: 6 },
    });
  });

  it('sets a grid setting the grid schema allows, and refuses what it does not, writing nothing', async () => {
    const db = (await start()).db;
    const journal = String(await demoGridId(db, 'journal'));
    expect(await run('set', journal, 'postsPerPage', '12')).toMatchObject({
      code: 0,
      stdout: `Widget ${journal}: postsPerPage set.\n`,
    });
    expect((await stored(Number(journal))).postsPerPage).toBe(12);
    for (const [setting, value, message] of [
      ['postsPerPage', '1000000', 'settings.postsPerPage'],
      ['taxonomy', 'product_cat', 'taxonomy does not fit the grid kind'],
      ['order', 'price-low', 'price orders are for product grids only'],
      ['statuses', '["draft","private"]', 'settings.statuses: is not a setting'],
      ['kind', 'shop-everything', 'settings.kind: must be one of'],
    ] as const) {
      const refused = await run('set', journal, setting, value);
      expect(refused.code, setting).toBe(1);
      expect(refused.stderr, setting).toContain(message);
    }
    expect(await stored(Number(journal))).toMatchObject({
      kind: 'post-grid',
      taxonomy: 'category',
      order: 'newest',
      postsPerPage: 12,
    });
    expect(await stored(Number(journal))).not.toHaveProperty('statuses');
  });

  it('checks a live-search record against the live-search schema', async () => {
    await start();
    const search = JSON.parse((await run('export')).stdout).find(
      (one: { name: string }) => one.name === 'Header search',
    ) as { id: number };
    const id = String(search.id);
    expect((await run('set', id, 'maxResults', '5')).code).toBe(0);
    expect((await stored(search.id)).maxResults).toBe(5);
    const refused = await run('set', id, 'maxResults', '500');
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('settings.maxResults');
    // A grid's setting is no setting of a search box.
    expect((await run('set', id, 'postsPerPage', '6')).stderr).toContain(
      'settings.postsPerPage: is not a setting',
    );
  });

  it('exports every record and imports it again; a refused entry is reported and not written', async () => {
    await start();
    const exported = JSON.parse((await run('export')).stdout) as Array<{
      id: number;
      name: string;
      settings: Record<string, unknown>;
    }>;
    expect(exported).toHaveLength(4);
    const file = path.join(directory, 'grids.json');
    const shop = exported.find((one) => one.name === 'Shop grid');
    fs.writeFileSync(
      file,
      JSON.stringify([
        ...exported.map((one) =>
          one === shop ? { ...one, settings: { ...one.settings, postsPerPage: 4 } } : one,
        ),
        { name: 'Hostile grid', settings: { kind: 'post-grid', taxonomy: 'category', postsPerPage: 1e6 } },
        { name: 'Another journal', settings: { kind: 'post-grid', taxonomy: 'post_tag' } },
      ]),
    );
    const imported = await run('import', file);
    expect(imported.code).toBe(1);
    expect(imported.stdout).toBe('Replaced 4, added 1; refused 1.\n');
    expect(imported.stderr).toContain('entry 5: settings.postsPerPage');
    expect((await stored(shop?.id as number)).postsPerPage).toBe(4);
    const names = JSON.parse((await run('export')).stdout).map((one: { name: string }) => one.name);
    expect(names).toContain('Another journal');
    expect(names).not.toContain('Hostile grid');
  });
});
