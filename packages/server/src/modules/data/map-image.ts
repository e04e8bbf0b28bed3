import type { MapMarker } from '@site-widgets/contract';
import { fitView, TILE_SIZE, worldPixel } from '@site-widgets/core/data/map-geometry.ts';
import sharp, { type OverlayOptions } from 'sharp';
import { OWN_TILE_MAX_ZOOM, OWN_TILE_MIN_ZOOM, type TileSource } from './map-tiles.ts';

export const MAP_IMAGE_WIDTH = 800;

/** Where the picture is centred when a map has no markers: the demo café's harbour. */
const HARBOUR = { latitude: 50.7915, longitude: -1.104 };

/**
 * The no-script picture of a map (issue 17 item 2): our own tiles around the markers, each marker a
 * numbered pin whose number is the place's number in the text list. Nothing of the owner's text is
 * drawn (numbers only), so the SVG overlay carries no markup from a record.
 */
export async function renderMapImage(
  tiles: TileSource,
  map: { zoom: number; height: number; markers: readonly MapMarker[] },
): Promise<Buffer> {
  const width = MAP_IMAGE_WIDTH;
  const { height } = map;
  const view = fitView(
    map.markers,
    { width, height, margin: 32 },
    { preferred: map.zoom, min: OWN_TILE_MIN_ZOOM, max: OWN_TILE_MAX_ZOOM },
  ) ?? { ...HARBOUR, zoom: Math.min(Math.max(map.zoom, OWN_TILE_MIN_ZOOM), OWN_TILE_MAX_ZOOM) };
  const centre = worldPixel(view.latitude, view.longitude, view.zoom);
  const left = Math.round(centre.x - width / 2);
  const top = Math.round(centre.y - height / 2);
  const firstX = Math.floor(left / TILE_SIZE);
  const firstY = Math.floor(top / TILE_SIZE);
  const lastX = Math.floor((left + width - 1) / TILE_SIZE);
  const lastY = Math.floor((top + height - 1) / TILE_SIZE);
  const count = 2 ** view.zoom;
  const pieces: OverlayOptions[] = [];
  for (let y = firstY; y <= lastY; y += 1) {
    for (let x = firstX; x <= lastX; x += 1) {
      if (x < 0 || y < 0 || x >= count || y >= count) continue;
      const input = await tiles.tile({ z: view.zoom, x, y });
      pieces.push({ input, left: (x - firstX) * TILE_SIZE, top: (y - firstY) * TILE_SIZE });
    }
  }
  const mosaic = await sharp({
    create: {
      width: (lastX - firstX + 1) * TILE_SIZE,
      height: (lastY - firstY + 1) * TILE_SIZE,
      channels: 3,
      background: '#a9cfe0',
    },
  })
    .composite(pieces)
    .png()
    .toBuffer();
  const pins = map.markers
    .map((marker) => {
      const at = worldPixel(marker.latitude, marker.longitude, view.zoom);
      const x = (at.x - left).toFixed(1);
      const y = (at.y - top).toFixed(1);
      return `<g transform="translate(${x} ${y})"><circle r="13" fill="#1f5f8b" stroke="#fff" stroke-width="3"/><text y="5" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff">${marker.number}</text></g>`;
    })
    .join('');
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${pins}</svg>`,
  );
  return sharp(mosaic)
    .extract({ left: left - firstX * TILE_SIZE, top: top - firstY * TILE_SIZE, width, height })
    .composite([{ input: overlay, left: 0, top: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
