import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inertJson } from '../../security/inert-json.ts';
import { AJAX_ANSWER_HEADERS } from '../ajax/ajax-route.ts';
import { idOf, send } from './data-routes.ts';
import { type DataService, MAP_IMAGE_ROUTE } from './data-service.ts';
import { renderMapImage } from './map-image.ts';
import { parseTilePath, type TileSource } from './map-tiles.ts';

export const MAP_DATA_ROUTE = '/data/map';
export const MAP_TILES_PREFIX = '/map-tiles/';

/** Tiles never change for an address (the demo's harbour is fixed): cached by browsers for 30 days. */
const TILE_CACHE_CONTROL = 'public, max-age=2592000, immutable';

const unknownMap = (id: number) => ({
  error: 'yes',
  code: 'SW_UNKNOWN_DATA_WIDGET',
  field: 'id',
  message: `No map has the id ${id}.`,
});

/**
 * Issue 17 item 2 (docs/api.md): `GET /data/map?id=…` (a map as the owner configured it, markers only
 * for both coordinates), `GET /data/map-image?id=…` (its no-script picture, PNG) and
 * `GET /map-tiles/{z}/{x}/{y}.png` (our own tiles; anything else is a 400, never a 500).
 */
export function registerMapRoutes(app: FastifyInstance, deps: { data: DataService; tiles: TileSource }) {
  app.get(MAP_DATA_ROUTE, async (request, reply) => {
    const id = idOf(request.query);
    if (typeof id !== 'number') return send(reply, 400, id);
    const map = await deps.data.map(id);
    return map ? send(reply, 200, map) : send(reply, 404, unknownMap(id));
  });

  app.get(MAP_IMAGE_ROUTE, async (request, reply) => {
    const id = idOf(request.query);
    if (typeof id !== 'number') return send(reply, 400, id);
    const map = await deps.data.map(id);
    if (!map) return send(reply, 404, unknownMap(id));
    // Keyed by what is drawn, so an owner's change is a new picture, never a stale one.
    const drawn = { zoom: map.zoom, height: map.height, markers: map.markers };
    const key = `image:${createHash('sha256').update(JSON.stringify(drawn)).digest('hex')}`;
    const png = await deps.tiles.cached(key, () => renderMapImage(deps.tiles, drawn));
    return reply
      .code(200)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=300')
      .type('image/png')
      .send(png);
  });

  app.get(`${MAP_TILES_PREFIX}*`, async (request, reply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const parsed = parseTilePath(path);
    if (!parsed.ok) {
      return reply
        .code(400)
        .headers(AJAX_ANSWER_HEADERS)
        .type('application/json; charset=utf-8')
        .send(inertJson({ error: 'yes', code: 'SW_BAD_TILE', field: 'tile', message: parsed.message }));
    }
    const png = await deps.tiles.tile(parsed.tile);
    return reply
      .code(200)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', TILE_CACHE_CONTROL)
      .type('image/png')
      .send(png);
  });
}
