import { OWN_TILE_MAX_ZOOM, OWN_TILE_MIN_ZOOM } from './map-tiles.ts';

/** Our own tile route (the demo's offline harbour tiles). */
export const OWN_TILE_URL = '/map-tiles/{z}/{x}/{y}.png';
export const OWN_TILE_ATTRIBUTION = 'Map: Harbour & Hearth demo tiles';

/** Where maps get their tiles and what the tile cache may hold (MAP_TILE_* in docs/operations.md). */
export interface MapOptions {
  /** MAP_TILE_URL: a `{z}/{x}/{y}` template; default our own `/map-tiles/{z}/{x}/{y}.png`. */
  tileUrl?: string;
  /** MAP_TILE_ATTRIBUTION: plain text under the map; default our own tiles' line. */
  tileAttribution?: string;
  /** MAP_TILE_CACHE_BYTES: bytes our drawn tiles and map pictures may hold in memory; default 8 MiB. */
  tileCacheBytes?: number;
}

export const DEFAULT_TILE_CACHE_BYTES = 8 * 1024 * 1024;

/** The tiles a map view names: our own (with the zooms we draw), or the configured server's (1–18). */
export function tileLayerOf(options: MapOptions | undefined) {
  const url = options?.tileUrl ?? OWN_TILE_URL;
  const own = url === OWN_TILE_URL;
  return {
    url,
    attribution: options?.tileAttribution ?? (own ? OWN_TILE_ATTRIBUTION : ''),
    minZoom: own ? OWN_TILE_MIN_ZOOM : 1,
    maxZoom: own ? OWN_TILE_MAX_ZOOM : 18,
  };
}
