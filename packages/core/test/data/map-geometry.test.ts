import type { MapLocation } from '@site-widgets/contract';
import { describe, expect, it } from 'vitest';
import { fitView, isTileOf, markersOf, tileFilterCss, worldPixel } from '../../src/data/map-geometry.ts';

const location = (title: string, latitude: string, longitude: string): MapLocation => ({
  title,
  latitude,
  longitude,
  description: '',
  address: '',
  markerIcon: '',
  markerSize: 32,
  markerAnimation: 'none',
  infoWindow: 'click',
});

const NO_CUSTOM = {
  grayscale: 0,
  sepia: 0,
  saturate: 1,
  brightness: 1,
  contrast: 1,
  hueRotate: 0,
  invert: 0,
};

describe('markersOf (spec 001 §9: markers only when latitude and longitude are non-empty)', () => {
  it('keeps a location with both coordinates, numbered by its place in the list', () => {
    const markers = markersOf([
      location('No latitude', '', '-1.1'),
      location('Café', ' 50.79 ', '-1.104'),
      location('No longitude', '50.7', ''),
      location('Blank', ' ', '  '),
      location('Null Island', '0', '0'),
    ]);
    expect(markers.map((marker) => [marker.number, marker.title, marker.latitude, marker.longitude])).toEqual(
      [
        [2, 'Café', 50.79, -1.104],
        [5, 'Null Island', 0, 0],
      ],
    );
  });
});

describe('tile geometry', () => {
  it('places the world on 256 px tiles: 0,0 at the top-left, the equator and meridian in the middle', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(0, -180, 1).x).toBe(0);
    expect(worldPixel(90, 0, 0).y).toBeCloseTo(0, 5);
    const harbour = worldPixel(50.7912, -1.104, 14);
    expect([Math.floor(harbour.x / 256), Math.floor(harbour.y / 256)]).toEqual([8141, 5500]);
  });

  it('knows which z/x/y are tiles', () => {
    expect(isTileOf(0, 0, 0)).toBe(true);
    expect(isTileOf(2, 3, 3)).toBe(true);
    expect(isTileOf(2, 4, 0)).toBe(false);
    expect(isTileOf(2, -1, 0)).toBe(false);
    expect(isTileOf(2, 1.5, 0)).toBe(false);
  });

  it("fits markers: the owner's zoom when they fit, less until they do, never below the minimum", () => {
    const close = [
      { latitude: 50.7912, longitude: -1.104 },
      { latitude: 50.7929, longitude: -1.1049 },
    ];
    const size = { width: 800, height: 400, margin: 32 };
    expect(fitView(close, size, { preferred: 14, min: 10, max: 17 })?.zoom).toBe(14);
    const far = [
      ...close,
      { latitude: 50.7835, longitude: -1.0905 },
      { latitude: 50.7935, longitude: -1.1235 },
    ];
    const fitted = fitView(far, size, { preferred: 17, min: 10, max: 17 });
    expect(fitted?.zoom).toBe(14);
    expect(fitted?.latitude).toBeCloseTo((50.7935 + 50.7835) / 2, 6);
    const world = [
      { latitude: 60, longitude: -170 },
      { latitude: -60, longitude: 170 },
    ];
    expect(fitView(world, size, { preferred: 14, min: 10, max: 17 })?.zoom).toBe(10);
    expect(fitView([], size, { preferred: 14, min: 10, max: 17 })).toBeUndefined();
  });
});

describe('tileFilterCss (spec 001 §3 type, style, custom_style)', () => {
  it('draws a plain roadmap unfiltered and the presets as filters', () => {
    expect(tileFilterCss('roadmap', 'standard', NO_CUSTOM)).toBe('none');
    expect(tileFilterCss('roadmap', 'silver', NO_CUSTOM)).toBe('grayscale(1) brightness(1.08)');
    expect(tileFilterCss('terrain', 'standard', NO_CUSTOM)).toBe('sepia(0.35) saturate(1.2)');
  });

  it("writes a custom style's numbers only, leaving out what is at its neutral value", () => {
    expect(tileFilterCss('roadmap', 'custom', { ...NO_CUSTOM, grayscale: 0.5, hueRotate: -30 })).toBe(
      'grayscale(0.5) hue-rotate(-30deg)',
    );
    expect(tileFilterCss('roadmap', 'custom', NO_CUSTOM)).toBe('none');
    // The custom numbers count only for the custom style.
    expect(tileFilterCss('roadmap', 'night', { ...NO_CUSTOM, invert: 1 })).toBe(
      'invert(0.9) hue-rotate(180deg) brightness(0.8)',
    );
  });
});
