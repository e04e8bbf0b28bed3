import { TILE_SIZE, worldPixel } from '@site-widgets/core/data/map-geometry.ts';
import sharp from 'sharp';
import { createByteCache } from '../content/oembed/byte-cache.ts';
import { DEMO_MAP_SHAPES, DEMO_MAP_STREETS, type Ring, SEA } from './demo-map-area.ts';

/** The zooms our own tiles are drawn at (a harbour, not the world). */
export const OWN_TILE_MIN_ZOOM = 10;
export const OWN_TILE_MAX_ZOOM = 17;

/** `z/x/y.png`, digits only, nothing else (no signs, spaces, dots or extra parts). */
const TILE_PATH = /^(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.png$/;

export type TileAddress = { z: number; x: number; y: number };

/** A tile path after `/map-tiles/` as z/x/y, or why it is not one of ours (a 400, never a 500). */
export function parseTilePath(
  path: string,
): { ok: true; tile: TileAddress } | { ok: false; message: string } {
  const match = TILE_PATH.exec(path);
  if (!match) return { ok: false, message: 'the tile address must be /map-tiles/{z}/{x}/{y}.png' };
  const [z, x, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (z < OWN_TILE_MIN_ZOOM || z > OWN_TILE_MAX_ZOOM)
    return { ok: false, message: `z must be from ${OWN_TILE_MIN_ZOOM} to ${OWN_TILE_MAX_ZOOM}` };
  const count = 2 ** z;
  if (x >= count || y >= count) return { ok: false, message: `x and y must be below ${count} at zoom ${z}` };
  return { ok: true, tile: { z, x, y } };
}

function points(ring: Ring, tile: TileAddress): string {
  return ring
    .map(([lat, lng]) => {
      const at = worldPixel(lat, lng, tile.z);
      return `${(at.x - tile.x * TILE_SIZE).toFixed(1)},${(at.y - tile.y * TILE_SIZE).toFixed(1)}`;
    })
    .join(' ');
}

/** The tile's picture as SVG: numbers and our own colours only, nothing from a request but z/x/y. */
export function tileSvg(tile: TileAddress): string {
  const shapes = DEMO_MAP_SHAPES.map(
    (shape) => `<polygon fill="${shape.fill}" points="${points(shape.ring, tile)}"/>`,
  ).join('');
  const width = Math.max(1, tile.z - 12);
  const streets =
    tile.z >= 14
      ? DEMO_MAP_STREETS.map(
          (street) =>
            `<polyline fill="none" stroke="#ffffff" stroke-width="${width * 2}" stroke-linecap="round" stroke-linejoin="round" points="${points(street, tile)}"/>`,
        ).join('')
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}"><rect width="100%" height="100%" fill="${SEA}"/>${shapes}${streets}</svg>`;
}

/** Where the demo's shapes are, [south, west, north, east]; tiles beyond are sea. */
const AREA = (() => {
  const points = DEMO_MAP_SHAPES.flatMap((shape) => shape.ring);
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)] as const;
})();

/** Whether a tile touches the drawn area. */
export function insideArea(tile: TileAddress): boolean {
  const [south, west, north, east] = AREA;
  const topLeft = worldPixel(north, west, tile.z);
  const bottomRight = worldPixel(south, east, tile.z);
  const left = tile.x * TILE_SIZE;
  const top = tile.y * TILE_SIZE;
  return (
    left < bottomRight.x && left + TILE_SIZE > topLeft.x && top < bottomRight.y && top + TILE_SIZE > topLeft.y
  );
}

const SEA_TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}"><rect width="100%" height="100%" fill="${SEA}"/></svg>`;

/**
 * Our own tiles (and the maps' no-script pictures), drawn with sharp on request and kept in one cache
 * bounded in bytes (MAP_TILE_CACHE_BYTES); two requests for the same picture while it is drawn share one
 * drawing.
 */
export function createTileSource(options: { cacheBytes: number }) {
  const cache = createByteCache<Buffer>(options.cacheBytes, Date.now);
  const drawing = new Map<string, Promise<Buffer>>();
  /** The cached picture under `key`, or `draw`'s (once, however many ask meanwhile), then cached. */
  async function cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = drawing.get(key);
    if (pending) return pending;
    const drawn = draw()
      .then((png) => {
        cache.set(key, png, png.length, Number.POSITIVE_INFINITY);
        return png;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  }
  const png = (svg: string) => sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
  return {
    cached,
    /**
     * One of our tiles as PNG. A tile outside the drawn area is the same open sea everywhere: one
     * picture, drawn once, so no address makes the server draw more than the area's own tiles.
     */
    tile: (tile: TileAddress): Promise<Buffer> =>
      insideArea(tile)
        ? cached(`tile:${tile.z}/${tile.x}/${tile.y}`, () => png(tileSvg(tile)))
        : cached('tile:outside', () => png(SEA_TILE_SVG)),
    /** Bytes the cache holds now. */
    cachedBytes: () => cache.size(),
  };
}

export type TileSource = ReturnType<typeof createTileSource>;
