import type { AddonPopupSettings } from '@site-widgets/contract/builder/addon-popup-settings.ts';
import type { PopupSettings } from '@site-widgets/contract/builder/popup-settings.ts';
import type { StorageLike } from '../storage/browser-storage.ts';
import { deviceForWidth } from './popup-environment.ts';

/**
 * The add-on popup's rules (spec 001 §3, §6, §9): whether it may show, and what it keeps in local storage.
 * Pure: the page passes the time, the window's width, its address and the storage.
 */

/**
 * The local-storage key holding every add-on popup's settings, by popup id (spec 001 §3: "stored per
 * popup id in local storage under a settings key"; the add-on's own key name, so a moved site keeps the
 * visitors' close times).
 */
export const ADDON_POPUP_STORAGE_KEY = 'WprPopupSettings';
/** spec 001 §2: this marker in the address is the editor's popup preview; it skips the referral check. */
export const POPUP_PREVIEW_MARKER = 'wpr_templates=user-popup';
/** What close-permanently stores as the show-again delay: ten years in ms (never, for a visitor). */
export const PERMANENT_SHOW_AGAIN_DELAY_MS = 10 * 365 * 86_400_000;

/** What is kept per popup: the server's settings as last seen, plus the visitor's last close (ms epoch). */
export type StoredAddonPopup = Partial<AddonPopupSettings> & { popup_close_time?: number };

function readAll(storage: StorageLike): Record<string, StoredAddonPopup> {
  try {
    const value: unknown = JSON.parse(storage.getItem(ADDON_POPUP_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, StoredAddonPopup>)
      : {};
  } catch {
    // Hostile or broken JSON is forgotten, never thrown at the page.
    return {};
  }
}

/** The stored record of popup `id`, with only well-typed numbers kept; undefined when none. */
export function readStoredAddonPopup(storage: StorageLike, id: string): StoredAddonPopup | undefined {
  const all = readAll(storage);
  if (!Object.hasOwn(all, id)) return undefined;
  const record = all[id];
  if (!record || typeof record !== 'object') return undefined;
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  return {
    ...record,
    popup_close_time: number(record.popup_close_time),
    popup_show_again_delay: number(record.popup_show_again_delay),
  };
}

function write(storage: StorageLike, id: string, record: StoredAddonPopup) {
  const all = readAll(storage);
  all[id] = record;
  storage.setItem(ADDON_POPUP_STORAGE_KEY, JSON.stringify(all));
}

/**
 * On each page: the server's settings replace the stored ones; the visitor's close time stays, and so
 * does a show-again delay made permanent by close-permanently.
 */
export function storeAddonPopupSettings(storage: StorageLike, id: string, settings: AddonPopupSettings) {
  const stored = readStoredAddonPopup(storage, id);
  const permanent = (stored?.popup_show_again_delay ?? 0) >= PERMANENT_SHOW_AGAIN_DELAY_MS;
  write(storage, id, {
    ...settings,
    ...(permanent ? { popup_show_again_delay: stored?.popup_show_again_delay } : {}),
    ...(stored?.popup_close_time === undefined ? {} : { popup_close_time: stored.popup_close_time }),
  });
}

/** spec 001 §6: a close stores its time; close-permanently also makes the show-again delay permanent. */
export function storeAddonPopupClose(
  storage: StorageLike,
  id: string,
  settings: AddonPopupSettings,
  now: number,
  permanently = false,
) {
  const stored = readStoredAddonPopup(storage, id);
  write(storage, id, {
    ...settings,
    ...stored,
    popup_close_time: now,
    ...(permanently ? { popup_show_again_delay: PERMANENT_SHOW_AGAIN_DELAY_MS } : {}),
  });
}

/** A `YYYY-MM-DDTHH:MM` setting as ms epoch in the visitor's time zone; NaN when it is no date. */
export function visitorWallClock(text: string): number {
  const [date = '', time = ''] = text.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(year ?? Number.NaN, (month ?? 1) - 1, day, hour, minute).getTime();
}

export type AddonPopupDevice = 'desktop' | 'tablet' | 'mobile';
export type AddonPopupBlock = 'show-again' | 'stopped' | 'referral' | 'device';

export interface AddonPopupPage {
  now: number;
  /** The window's inner width in CSS px. */
  width: number;
  /** The page's full address. */
  url: string;
}

/** spec 001 §9: above 1024 px desktop, above 768 px tablet, otherwise mobile (the builder popups' rule). */
export const addonPopupDevice: (width: number) => AddonPopupDevice = deviceForWidth;

/** Every rule that keeps the popup from showing now; empty when it may show. */
export function addonPopupBlockedBy(
  settings: AddonPopupSettings,
  stored: StoredAddonPopup | undefined,
  { now, width, url }: AddonPopupPage,
): AddonPopupBlock[] {
  const blocks: AddonPopupBlock[] = [];
  // spec 001 §9: the show-again delay (ms) is compared with the stored close time.
  const closeTime = stored?.popup_close_time;
  const delay = Math.max(settings.popup_show_again_delay, stored?.popup_show_again_delay ?? 0);
  if (closeTime !== undefined && now - closeTime < delay) blocks.push('show-again');
  if (settings.popup_stop_after_date && settings.popup_stop_after_date_select) {
    const stop = visitorWallClock(settings.popup_stop_after_date_select);
    if (!(now < stop)) blocks.push('stopped');
  }
  if (
    settings.popup_show_via_referral &&
    !url.includes(POPUP_PREVIEW_MARKER) &&
    (settings.popup_referral_keyword === '' || !url.includes(settings.popup_referral_keyword))
  )
    blocks.push('referral');
  const device = addonPopupDevice(width);
  const onDevice = {
    desktop: settings.popup_show_on_device,
    tablet: settings.popup_show_on_device_tablet,
    mobile: settings.popup_show_on_device_mobile,
  }[device];
  if (!onDevice) blocks.push('device');
  return blocks;
}

/**
 * The shared popup dialog's settings (widgets/builder/popup/popup-dialog.ts) for an add-on popup: one
 * animation in and out, the overlay and Escape switches, page scroll, automatic close. The close button
 * is revealed by the add-on's own fade (closeButtonReveal), so the dialog's delay is 0.
 */
export function dialogSettingsFor(settings: AddonPopupSettings): PopupSettings {
  return {
    timing: {},
    triggers: {},
    close_button_delay: 0,
    close_button_position: 'inside',
    close_automatically: settings.popup_automatic_close_switch
      ? settings.popup_automatic_close_delay
      : undefined,
    prevent_scroll: settings.popup_display_as === 'modal' && settings.popup_disable_page_scroll,
    prevent_close_on_background_click: settings.popup_overlay_disable_close,
    prevent_close_on_esc_key: settings.popup_disable_esc_key,
    entrance_animation: settings.popup_animation,
    entrance_animation_duration: settings.popup_animation_duration,
    exit_animation: settings.popup_animation,
    exit_animation_duration: settings.popup_animation_duration,
    avoid_multiple_popups: false,
    width: 500,
    height: 300,
  };
}
