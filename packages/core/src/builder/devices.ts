/**
 * spec 001 §9: the page builder's device breakpoints for sticky sections (and motion effects): a width
 * below 768 px is `mobile`, below 881 `mobile_extra`, below 1025 `tablet`, below 1201 `tablet_extra`,
 * below 1216 `laptop`, below 4000 `desktop`, and 4000 or wider `widescreen`.
 */
export const DEVICE_BREAKPOINTS = [768, 881, 1025, 1201, 1216, 4000] as const;

export const DEVICES = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
] as const;

export type Device = (typeof DEVICES)[number];

/** The device a viewport of this width (CSS px) counts as. */
export function deviceAt(width: number): Device {
  const index = DEVICE_BREAKPOINTS.findIndex((breakpoint) => width < breakpoint);
  return DEVICES[index === -1 ? DEVICES.length - 1 : index] as Device;
}

/** Whether a behaviour configured for `devices` runs at this width. */
export function activeOnDevice(devices: readonly Device[], width: number): boolean {
  return devices.includes(deviceAt(width));
}
