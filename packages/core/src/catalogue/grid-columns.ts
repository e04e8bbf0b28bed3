/** spec 001 §9: a grid never has more than 8 columns. */
export const MAX_GRID_COLUMNS = 8;
/** spec 001 §5: a column value containing 'pro' (a locked premium choice) falls back to 3. */
export const PRO_FALLBACK_COLUMNS = 3;
/** spec 001 §9: default columns per device. */
export const DEFAULT_GRID_COLUMNS = { desktop: 3, tablet: 2, mobile: 1 } as const;
/** spec 001 §9 device thresholds: above 1024 px desktop, above 768 px tablet, otherwise mobile. */
export const GRID_DESKTOP_MIN_WIDTH = 1025;
export const GRID_TABLET_MIN_WIDTH = 769;

export type GridDevice = keyof typeof DEFAULT_GRID_COLUMNS;

/**
 * The columns a grid shows on a device from the value the page builder wrote: a value containing
 * `pro` means 3; a whole number is kept between 1 and 8; anything else (absent, empty, words) is the
 * device's default.
 */
export function gridColumns(value: string | undefined, device: GridDevice): number {
  if (value?.includes('pro')) return PRO_FALLBACK_COLUMNS;
  const number = value !== undefined && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < 1) return DEFAULT_GRID_COLUMNS[device];
  return Math.min(MAX_GRID_COLUMNS, number);
}

/** The device a viewport width counts as. */
export function gridDeviceAt(width: number): GridDevice {
  if (width >= GRID_DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= GRID_TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}
