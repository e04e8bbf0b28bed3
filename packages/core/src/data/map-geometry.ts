import type {
  MapCustomStyle,
  MapLocation,
  MapMarker,
  MapStyle,
  MapType,
} from '@site-widgets/contract/data/map-settings.ts';

/** Web Mercator tiles are this many px square (the tile servers' and Leaflet's convention). */
export const TILE_SIZE = 256;

/** Latitudes beyond this do not exist on a Web Mercator map. */
const MAX_LATITUDE = 85.0511287798;

/**
 * spec 001 §9: "Map markers are created only when latitude and longitude are non-empty". A location
 * with one of them empty stays in the text list but gets no marker.
 */
export function markersOf(locations: readonly MapLocation[]): MapMarker[] {
  const markers: MapMarker[] = [];
  locations.forEach((location, index) => {
    if (location.latitude.trim() === '' || location.longitude.trim() === '') return;
    const latitude = Number(location.latitude);
    const longitude = Number(location.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return;
    markers.push({
      number: index + 1,
      latitude,
      longitude,
      title: location.title,
      description: location.description,
      markerIcon: location.markerIcon,
      markerSize: location.markerSize,
      markerAnimation: location.markerAnimation,
      infoWindow: location.infoWindow,
    });
  });
  return markers;
}

/** A point on the world map at zoom `zoom`, in px from its top-left corner. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Whether z/x/y names a tile of the world at that zoom (0 ≤ x, y < 2^z). */
export function isTileOf(z: number, x: number, y: number): boolean {
  const count = 2 ** z;
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < count && y < count;
}

/**
 * Where a picture `width`×`height` of the markers is centred and at what zoom: the owner's zoom, or
 * less until every marker fits with `margin` px to spare. No markers: undefined.
 */
export function fitView(
  markers: ReadonlyArray<{ latitude: number; longitude: number }>,
  size: { width: number; height: number; margin: number },
  zoom: { preferred: number; min: number; max: number },
): { latitude: number; longitude: number; zoom: number } | undefined {
  if (markers.length === 0) return undefined;
  const lats = markers.map((marker) => marker.latitude);
  const lngs = markers.map((marker) => marker.longitude);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  let at = Math.min(Math.max(zoom.preferred, zoom.min), zoom.max);
  while (at > zoom.min) {
    const topLeft = worldPixel(north, west, at);
    const bottomRight = worldPixel(south, east, at);
    const fits =
      bottomRight.x - topLeft.x <= size.width - 2 * size.margin &&
      bottomRight.y - topLeft.y <= size.height - 2 * size.margin;
    if (fits) break;
    at -= 1;
  }
  return { latitude: (north + south) / 2, longitude: (east + west) / 2, zoom: at };
}

const TYPE_FILTERS: Record<MapType, string[]> = {
  roadmap: [],
  satellite: ['saturate(1.6)', 'brightness(0.75)', 'contrast(1.15)'],
  terrain: ['sepia(0.35)', 'saturate(1.2)'],
  hybrid: ['saturate(1.4)', 'brightness(0.85)'],
};

const STYLE_FILTERS: Record<Exclude<MapStyle, 'custom'>, string[]> = {
  standard: [],
  silver: ['grayscale(1)', 'brightness(1.08)'],
  night: ['invert(0.9)', 'hue-rotate(180deg)', 'brightness(0.8)'],
  retro: ['sepia(0.6)', 'saturate(0.9)'],
};

/**
 * The CSS filter drawn over the tiles for the map's type and style (any tile server's tiles take it);
 * numbers only, from checked settings, so nothing of the owner's text reaches CSS.
 */
export function tileFilterCss(type: MapType, style: MapStyle, custom: MapCustomStyle): string {
  const parts = [...TYPE_FILTERS[type]];
  if (style === 'custom') {
    const round = (n: number) => Math.round(n * 1000) / 1000;
    if (custom.grayscale !== 0) parts.push(`grayscale(${round(custom.grayscale)})`);
    if (custom.sepia !== 0) parts.push(`sepia(${round(custom.sepia)})`);
    if (custom.saturate !== 1) parts.push(`saturate(${round(custom.saturate)})`);
    if (custom.brightness !== 1) parts.push(`brightness(${round(custom.brightness)})`);
    if (custom.contrast !== 1) parts.push(`contrast(${round(custom.contrast)})`);
    if (custom.hueRotate !== 0) parts.push(`hue-rotate(${round(custom.hueRotate)}deg)`);
    if (custom.invert !== 0) parts.push(`invert(${round(custom.invert)})`);
  } else {
    parts.push(...STYLE_FILTERS[style]);
  }
  return parts.length === 0 ? 'none' : parts.join(' ');
}
