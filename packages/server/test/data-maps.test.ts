import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DATA_WIDGETS } from '../src/cli/data-widgets.ts';
import { runSettingsCommand } from '../src/cli/settings-command.ts';
import { configFromEnv } from '../src/config.ts';
import type { Database, DialectName } from '../src/db/database.ts';
import type { DataWidgetsOptions } from '../src/modules/data/data-module.ts';
import { checkDataWidgetSettings } from '../src/modules/data/data-widget-records.ts';
import { createDataWidgetRepository } from '../src/modules/data/data-widget-repository.ts';
import { DEMO_VISIT_MAP_NAME, seedDemoDataWidgets } from '../src/modules/data/demo-data-widgets.ts';
import { createTileSource, insideArea, parseTilePath } from '../src/modules/data/map-tiles.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

const PIN_BLUE = [0x1f, 0x5f, 0x8b];

/** Pixels of the image in the static map's pin colour. */
async function pinPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let at = 0; at < info.width * info.height * 3; at += 3) {
    if (data[at] === PIN_BLUE[0] && data[at + 1] === PIN_BLUE[1] && data[at + 2] === PIN_BLUE[2]) count += 1;
  }
  return count;
}

const map = (name: string, settings: Record<string, unknown>) => ({
  name,
  settings: { kind: 'map', title: name, ...settings },
});

const place = (title: string, latitude: string, longitude: string) => ({ title, latitude, longitude });

describe.each(DIALECTS)('maps on %s (issue 17 item 2)', (dialect: DialectName) => {
  let database: Database | undefined;
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    await database?.destroy();
    close = undefined;
    database = undefined;
  });

  /** The app over a fresh database with the demo seeded, records added as stored (not checked). */
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
    return { app, ids, demoMap: demo.get(DEMO_VISIT_MAP_NAME) as number, demo };
  }

  it("answers the demo's map: markers only for places with both coordinates, every place in the list", async () => {
    const { app, demoMap } = await appWith();
    const response = await app.inject({ method: 'GET', url: `/data/map?id=${demoMap}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toContain('<');
    const body = response.json();
    expect(body.places).toHaveLength(7);
    expect(body.markers.map((marker: { title: string }) => marker.title)).toEqual([
      'Harbour & Hearth Café',
      'Camber Fish Quay',
      'Old Town Roastery',
      'Spice Island Bakery',
      'Southsea Greengrocer',
      'Gosport Honey',
    ]);
    expect(body.places[6]).toMatchObject({ title: 'Downs Dairy', onMap: false });
    expect(body.markers[2].description).toContain('< 48 hours');
    expect(body.tiles).toEqual({
      url: '/map-tiles/{z}/{x}/{y}.png',
      attribution: 'Map: Harbour & Hearth demo tiles',
      minZoom: 10,
      maxZoom: 17,
    });
    expect(body.imageUrl).toBe(`/data/map-image?id=${demoMap}`);
  });

  it('makes no marker when the latitude or the longitude is empty (spec 001 §9)', async () => {
    const { app, ids } = await appWith([
      map('Half given', {
        locations: [
          place('Both', '50.79', '-1.10'),
          place('No longitude', '50.79', ''),
          place('No latitude', '', '-1.10'),
          place('Blank', '  ', ' '),
          place('Zeroes', '0', '0'),
        ],
      }),
    ]);
    const body = (await app.inject({ method: 'GET', url: `/data/map?id=${ids[0]}` })).json();
    expect(body.markers.map((marker: { title: string }) => marker.title)).toEqual(['Both', 'Zeroes']);
    expect(body.markers[1]).toMatchObject({ number: 5, latitude: 0, longitude: 0 });
    expect(body.places.map((entry: { onMap: boolean }) => entry.onMap)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('answers 400 to a hostile id and 404 to an unknown one or to a chart id, never a 500', async () => {
    const { app, demo } = await appWith();
    const hostile = [
      '',
      '0',
      '-1',
      '1e3',
      '1.5',
      '0x10',
      '99999999',
      'abc',
      '1%20',
      '%00',
      '1&id=2',
      '[1]',
      '<b>',
    ];
    for (const route of ['/data/map', '/data/map-image']) {
      for (const id of hostile) {
        const response = await app.inject({ method: 'GET', url: `${route}?id=${id}` });
        expect(response.statusCode, `${route}?id=${id}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'SW_BAD_FIELD', field: 'id' });
        expect(response.body).not.toContain('<');
      }
      expect((await app.inject({ method: 'GET', url: route })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: `${route}?id=999` })).statusCode).toBe(404);
      const chartId = demo.get('Green coffee by origin');
      const chart = await app.inject({ method: 'GET', url: `${route}?id=${chartId}` });
      expect(chart.statusCode).toBe(404);
      expect(chart.json().code).toBe('SW_UNKNOWN_DATA_WIDGET');
    }
  });

  it('treats a stored map that fails its schema as missing (checked on read too)', async () => {
    const { app, ids } = await appWith([
      map('Bad latitude', { locations: [place('Far north', '91', '0')] }),
      map('Script icon', { locations: [{ ...place('Pin', '1', '1'), markerIcon: 'javascript:alert(1)' }] }),
      map('Unknown key', { locations: [{ ...place('Pin', '1', '1'), onclick: 'x' }] }),
    ]);
    for (const id of ids) {
      expect((await app.inject({ method: 'GET', url: `/data/map?id=${id}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/data/map-image?id=${id}` })).statusCode).toBe(404);
    }
  });

  it("draws the map's picture from our tiles with a numbered pin per marker, and none without coordinates", async () => {
    const { app, demoMap, ids } = await appWith([
      map('Nowhere', { height: 300, locations: [place('No place', '', ''), place('Nor here', '50.79', '')] }),
    ]);
    const image = await app.inject({ method: 'GET', url: `/data/map-image?id=${demoMap}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    const picture = image.rawPayload;
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'png', width: 800, height: 420 });
    // Six pins of about 400 px of blue each (a circle of radius 13 less its digits); the four in Old
    // Portsmouth overlap, so more than four pins' worth.
    expect(await pinPixels(picture)).toBeGreaterThan(4 * 300);
    const empty = await app.inject({ method: 'GET', url: `/data/map-image?id=${ids[0]}` });
    expect(await sharp(empty.rawPayload).metadata()).toMatchObject({ width: 800, height: 300 });
    expect(await pinPixels(empty.rawPayload)).toBe(0);
  });

  it('serves our tiles as PNG with long cache headers, and answers 400 to any other tile address', async () => {
    const { app } = await appWith();
    const tile = await app.inject({ method: 'GET', url: '/map-tiles/14/8141/5500.png' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    for (const bad of [
      '9/1/1.png',
      '18/1/1.png',
      '14/16384/1.png',
      '14/1/16384.png',
      '14/-1/1.png',
      '14/1/1.jpg',
      '14/1/1',
      '14/1/1.png/extra',
      '014/1/1.png',
      '14/%2e%2e/1.png',
      '14/1/1.png%00',
      '14/１/1.png',
      '',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/map-tiles/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('SW_BAD_TILE');
    }
  });

  it('answers 200 or 400 to any tile address a fuzzer makes, never a 500', async () => {
    const { app } = await appWith();
    const segment = fc.oneof(
      fc.integer({ min: -5, max: 70_000 }).map(String),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
      fc.constantFrom('..', '.', '%2F', '%00', '1e3', '00', ' '),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(segment, segment, segment, fc.constantFrom('.png', '', '.PNG', '.png?x=1')),
        async ([z, x, y, end]) => {
          const url = `/map-tiles/${z}/${x}/${y}${end}`;
          // Dot segments that leave /map-tiles/ name another route's address (the home page, …).
          fc.pre(new URL(url, 'http://site.test').pathname.startsWith('/map-tiles/'));
          const response = await app.inject({ method: 'GET', url });
          expect([200, 400], url).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('names the configured tile server and its attribution in the map', async () => {
    const { app, demoMap } = await appWith([], {
      map: { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', tileAttribution: '© <Example> tiles' },
    });
    const body = (await app.inject({ method: 'GET', url: `/data/map?id=${demoMap}` })).json();
    expect(body.tiles).toEqual({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© <Example> tiles',
      minZoom: 1,
      maxZoom: 18,
    });
  });

  it('renders /visit: the address as text, the map picture and the list of places', async () => {
    const { app, demoMap } = await appWith();
    const response = await app.inject({ method: 'GET', url: '/visit' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('12 Quay Street');
    expect(html).toContain(`data-widget="map" data-map-id="${demoMap}"`);
    expect(html).toContain(`src="/data/map-image?id=${demoMap}"`);
    expect(html).toContain('Not on the map');
    expect(html).toContain('in your cup &lt; 48 hours');
    expect(html).not.toContain('in your cup < 48');
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

  it('npm run data-widgets: sets map settings checked on write, refusing a bad one and writing nothing', async () => {
    const { demoMap } = await appWith();
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
    const id = String(demoMap);
    expect((await run('set', id, 'zoom', '16')).code).toBe(0);
    expect((await run('set', id, 'style', 'night')).code).toBe(0);
    const refused = await run('set', id, 'locations', JSON.stringify([place('Pole', '95', '0')]));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('settings.locations.0.latitude');
    const icon = await run(
      'set',
      id,
      'locations',
      JSON.stringify([{ ...place('Pin', '1', '1'), markerIcon: '//evil.example/pin.png' }]),
    );
    expect(icon.code).toBe(1);
    expect(icon.err).toContain('settings.locations.0.markerIcon');
    const stored = await createDataWidgetRepository((database as Database).db).find(demoMap);
    expect(stored?.settings).toMatchObject({ zoom: 16, style: 'night' });
    expect((stored?.settings as { locations?: unknown[] } | undefined)?.locations).toHaveLength(7);
  });
});

describe('map settings (spec 001 §3 "Map settings")', () => {
  const check = (settings: Record<string, unknown>) =>
    checkDataWidgetSettings({ kind: 'map', title: 'M', ...settings });

  it('fills the defaults: roadmap, zoom 14, standard style, no scroll zoom, no clusters, click info windows', () => {
    const checked = check({ locations: [place('A', '50.1', '-1.2')] });
    expect(checked).toMatchObject({
      ok: true,
      settings: {
        type: 'roadmap',
        zoom: 14,
        style: 'standard',
        zoomOnScroll: false,
        clusterMarkers: false,
        height: 400,
        locations: [{ markerSize: 32, markerAnimation: 'none', infoWindow: 'click', markerIcon: '' }],
      },
    });
  });

  it('refuses each bad setting, naming the field', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'moon' }, 'settings.type'],
      [{ zoom: 0 }, 'settings.zoom'],
      [{ zoom: 19 }, 'settings.zoom'],
      [{ zoom: 3.5 }, 'settings.zoom'],
      [{ style: 'neon' }, 'settings.style'],
      [{ customStyle: { blur: 3 } }, 'settings.customStyle.blur'],
      [{ customStyle: { hueRotate: 720 } }, 'settings.customStyle.hueRotate'],
      [{ zoomOnScroll: 'yes' }, 'settings.zoomOnScroll'],
      [{ locations: [place('A', 'north', '1')] }, 'settings.locations.0.latitude'],
      [{ locations: [place('A', '1', '181')] }, 'settings.locations.0.longitude'],
      [{ locations: [place('', '1', '1')] }, 'settings.locations.0.title'],
      [{ locations: [{ ...place('A', '1', '1'), markerIcon: 'data:image/png;base64,AA' }] }, 'markerIcon'],
      [{ locations: [{ ...place('A', '1', '1'), markerIcon: 'https://x.example/a".png' }] }, 'markerIcon'],
      [{ locations: [{ ...place('A', '1', '1'), markerSize: 500 }] }, 'markerSize'],
      [{ locations: [{ ...place('A', '1', '1'), markerAnimation: 'spin' }] }, 'markerAnimation'],
      [{ locations: [{ ...place('A', '1', '1'), infoWindow: 'hover' }] }, 'infoWindow'],
      [{ locations: [{ ...place('A', '1', '1'), html: '<b>' }] }, 'settings.locations.0.html'],
      [{ center: [1, 2] }, 'settings.center'],
    ];
    for (const [settings, field] of cases) {
      const checked = check(settings);
      expect(checked.ok, JSON.stringify(settings)).toBe(false);
      if (!checked.ok) expect(checked.message).toContain(field);
    }
  });

  it('takes marker icons on http(s) or our own paths only', () => {
    for (const markerIcon of [
      'https://cdn.example.com/pin.png',
      'http://example.com/p.svg',
      '/site/images/pin.png',
    ]) {
      expect(check({ locations: [{ ...place('A', '1', '1'), markerIcon }] }).ok, markerIcon).toBe(true);
    }
    for (const markerIcon of [
      '//evil.example/p.png',
      'javascript:alert(1)',
      'ftp://x/p.png',
      'pin.png',
      '/a b.png',
    ]) {
      expect(check({ locations: [{ ...place('A', '1', '1'), markerIcon }] }).ok, markerIcon).toBe(false);
    }
  });
});

describe('map tiles: addresses and the cache', () => {
  it('reads z/x/y strictly', () => {
    expect(parseTilePath('12/2035/1381.png')).toEqual({ ok: true, tile: { z: 12, x: 2035, y: 1381 } });
    expect(parseTilePath('12/4096/1.png').ok).toBe(false);
    expect(parseTilePath('12/1/1.png ').ok).toBe(false);
    expect(parseTilePath('+12/1/1.png').ok).toBe(false);
  });

  it('draws tiles of the harbour area, and one shared sea tile for every address beyond it', async () => {
    expect(insideArea({ z: 14, x: 8141, y: 5500 })).toBe(true);
    expect(insideArea({ z: 14, x: 0, y: 0 })).toBe(false);
    const tiles = createTileSource({ cacheBytes: 1024 * 1024 });
    const far = await tiles.tile({ z: 17, x: 1, y: 1 });
    const held = tiles.cachedBytes();
    expect(await tiles.tile({ z: 12, x: 4000, y: 100 })).toBe(far);
    expect(tiles.cachedBytes()).toBe(held);
    const harbour = await tiles.tile({ z: 14, x: 8141, y: 5500 });
    expect(harbour.equals(far)).toBe(false);
  });

  it('keeps what it holds within its byte bound however many tiles are drawn', async () => {
    const tiles = createTileSource({ cacheBytes: 4096 });
    for (let x = 0; x < 24; x += 1) {
      const png = await tiles.tile({ z: 14, x: 8130 + x, y: 5500 });
      expect(png.length).toBeGreaterThan(0);
      expect(tiles.cachedBytes()).toBeLessThanOrEqual(4096);
    }
    expect(tiles.cachedBytes()).toBeGreaterThan(0);
  });
});

describe('MAP_TILE_* configuration', () => {
  it('takes an https template or a path of ours with {z}, {x}, {y}, and refuses anything else by name', () => {
    expect(configFromEnv({}).map).toEqual({
      tileUrl: undefined,
      tileAttribution: undefined,
      tileCacheBytes: 8 * 1024 * 1024,
    });
    expect(configFromEnv({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' }).map.tileUrl).toBe(
      'https://tile.example.org/{z}/{x}/{y}.png',
    );
    for (const bad of [
      'https://tile.example.org/{z}/{x}.png',
      'http://tile.example.org/{z}/{x}/{y}.png',
      '//tile.example.org/{z}/{x}/{y}.png',
      'javascript:{z}{x}{y}',
      '/tiles/{z}/{x}/{y}.png"onerror',
    ]) {
      expect(() => configFromEnv({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    }
    expect(() => configFromEnv({ MAP_TILE_CACHE_BYTES: '10' })).toThrow(/MAP_TILE_CACHE_BYTES/);
    expect(() => configFromEnv({ MAP_TILE_ATTRIBUTION: 'a\nb' })).toThrow(/MAP_TILE_ATTRIBUTION/);
  });
});
