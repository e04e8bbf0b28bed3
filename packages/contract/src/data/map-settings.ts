import * as z from 'zod/mini';

/** spec 001 §3 "Map settings" `type`: the base look of the map (a filter over the tiles). */
export const MAP_TYPES = ['roadmap', 'satellite', 'terrain', 'hybrid'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** spec 001 §3 `style`: preset styles, or `custom` (the record's customStyle). */
export const MAP_STYLES = ['standard', 'silver', 'night', 'retro', 'custom'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** spec 001 §3 `gm_marker_animation`. */
export const MARKER_ANIMATIONS = ['none', 'bounce', 'drop'] as const;
export type MarkerAnimation = (typeof MARKER_ANIMATIONS)[number];

/** spec 001 §3 `gm_show_info_window`: when a marker's info window opens. */
export const INFO_WINDOW_MODES = ['none', 'load', 'click'] as const;
export type InfoWindowMode = (typeof INFO_WINDOW_MODES)[number];

export const MAX_MAP_LOCATIONS = 200;
export const MIN_MAP_ZOOM = 1;
export const MAX_MAP_ZOOM = 18;

const shortText = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

/** A coordinate as the owner types it: empty (no marker, spec 001 §9) or a decimal number in range. */
const coordinate = (limit: number) =>
  z._default(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value.trim() === '' ||
            (/^\s*-?\d{1,3}(\.\d{1,10})?\s*$/.test(value) && Math.abs(Number(value)) <= limit),
          `must be empty or a decimal number from -${limit} to ${limit}`,
        ),
      ),
    '',
  );

/**
 * A marker icon's address: an http(s) URL, or a path on our own site (`/site/…`); never `//host`,
 * `javascript:`, `data:` or anything with spaces, quotes or angle brackets.
 */
export const MARKER_ICON_URL =
  /^(https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s"'<>`\\]*)?|\/(?!\/)[^\s"'<>`\\]*)$/i;

export const mapLocationSchema = z.object({
  /** `gm_latitude`: -90…90, or empty; a marker is drawn only when latitude and longitude are both given. */
  latitude: coordinate(90),
  /** `gm_longtitude` (sic in the original): -180…180, or empty. */
  longitude: coordinate(180),
  /** The place's name: the marker's label, the info window's heading, the list's entry. */
  title: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(200)),
  /** Plain text (never HTML) for the info window and the list; default none. */
  description: z._default(shortText(1000), ''),
  /** The street address, shown as text in the list; default none. */
  address: z._default(shortText(300), ''),
  /** `gm_custom_marker`: an icon URL (http(s) or a path on this site); default our own pin. */
  markerIcon: z._default(
    z.string().check(
      z.maxLength(2000),
      z.refine((value) => value === '' || MARKER_ICON_URL.test(value), 'must be an http(s) URL or a /path'),
    ),
    '',
  ),
  /** The icon's width and height in px, 16–96; default 32. */
  markerSize: z._default(z.number().check(z.int(), z.minimum(16), z.maximum(96)), 32),
  /** `gm_marker_animation`: none, bounce or drop; none under reduced motion whatever this says. Default none. */
  markerAnimation: z._default(
    z.enum(MARKER_ANIMATIONS, `must be one of: ${MARKER_ANIMATIONS.join(', ')}`),
    'none',
  ),
  /** `gm_show_info_window`: none, load (open at start) or click; default click. */
  infoWindow: z._default(
    z.enum(INFO_WINDOW_MODES, `must be one of: ${INFO_WINDOW_MODES.join(', ')}`),
    'click',
  ),
});
export type MapLocation = z.output<typeof mapLocationSchema>;

const amount = (min: number, max: number, fallback: number) =>
  z._default(
    z
      .number()
      .check(z.refine((n) => Number.isFinite(n) && n >= min && n <= max, `must be from ${min} to ${max}`)),
    fallback,
  );

/** `custom_style`: a filter over the tiles, as numbers only (works for any tile server). */
export const mapCustomStyleSchema = z.object({
  grayscale: amount(0, 1, 0),
  sepia: amount(0, 1, 0),
  saturate: amount(0, 3, 1),
  brightness: amount(0.3, 1.5, 1),
  contrast: amount(0.3, 2, 1),
  hueRotate: amount(-180, 180, 0),
  invert: amount(0, 1, 0),
});
export type MapCustomStyle = z.output<typeof mapCustomStyleSchema>;

/**
 * A map widget's record on the server (spec 001 §3 "Map settings"; settings per widget id, never from
 * the browser): how it looks and the places it marks.
 */
export const mapSettingsSchema = z.object({
  kind: z.literal('map'),
  /** The map's name: its caption and the accessible name of the map and of its image. */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** `type`: one of MAP_TYPES; default roadmap. */
  type: z._default(z.enum(MAP_TYPES, `must be one of: ${MAP_TYPES.join(', ')}`), 'roadmap'),
  /** `zoom_depth`: 1–18; default 14. With several markers the map starts there unless they do not fit. */
  zoom: z._default(z.number().check(z.int(), z.minimum(MIN_MAP_ZOOM), z.maximum(MAX_MAP_ZOOM)), 14),
  /** `style`: one of MAP_STYLES; default standard. */
  style: z._default(z.enum(MAP_STYLES, `must be one of: ${MAP_STYLES.join(', ')}`), 'standard'),
  /** `custom_style`: used when style is `custom`. */
  customStyle: z._default(mapCustomStyleSchema, {
    grayscale: 0,
    sepia: 0,
    saturate: 1,
    brightness: 1,
    contrast: 1,
    hueRotate: 0,
    invert: 0,
  }),
  /** `zoom_on_scroll`: the mouse wheel zooms the map; default false (the page scrolls past it). */
  zoomOnScroll: z._default(z.boolean(), false),
  /** `cluster_markers`: markers close together join into a numbered cluster; default false. */
  clusterMarkers: z._default(z.boolean(), false),
  /** The map's height in px (reserved before it draws), 200–800; default 400. */
  height: z._default(z.number().check(z.int(), z.minimum(200), z.maximum(800)), 400),
  locations: z._default(z.array(mapLocationSchema).check(z.maxLength(MAX_MAP_LOCATIONS)), []),
});
export type MapSettings = z.output<typeof mapSettingsSchema>;

/** A marker as drawn: a location with both coordinates (spec 001 §9), as numbers. */
export interface MapMarker {
  /** The location's place in the record's list (1-based), the number on the static image. */
  number: number;
  latitude: number;
  longitude: number;
  title: string;
  description: string;
  markerIcon: string;
  markerSize: number;
  markerAnimation: MarkerAnimation;
  infoWindow: InfoWindowMode;
}

/** What a map shows, resolved on the server: the props of the map view, and `/data/map`'s answer. */
export interface MapView {
  id: number;
  title: string;
  type: MapType;
  zoom: number;
  /** The CSS filter over the tiles from type and style (`none` for a plain roadmap). */
  tileFilter: string;
  zoomOnScroll: boolean;
  clusterMarkers: boolean;
  height: number;
  /** Tile URL template (`{z}/{x}/{y}`), its attribution (plain text) and the zooms it serves. */
  tiles: { url: string; attribution: string; minZoom: number; maxZoom: number };
  /** The no-script picture: `/data/map-image?id=…`. */
  imageUrl: string;
  markers: MapMarker[];
  /** Every location, on the map or not, as the text list beside it. */
  places: Array<{ number: number; title: string; address: string; description: string; onMap: boolean }>;
}
