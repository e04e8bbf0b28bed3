import { addonPopupSettingsSchema } from '@site-widgets/contract/builder/addon-popup-settings.ts';
import {
  ADDON_POPUP_STORAGE_KEY,
  addonPopupBlockedBy,
  addonPopupDevice,
  dialogSettingsFor,
  PERMANENT_SHOW_AGAIN_DELAY_MS,
  readStoredAddonPopup,
  storeAddonPopupClose,
  storeAddonPopupSettings,
} from '@site-widgets/core/builder/addon-popup-rules.ts';
import { createMemoryStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const settings = (input: unknown = {}) => addonPopupSettingsSchema.parse(input);
const page = (overrides: Partial<{ now: number; width: number; url: string }> = {}) => ({
  now: Date.now(),
  width: 1280,
  url: 'https://cafe.example/',
  ...overrides,
});

describe('add-on popup rules (spec 001 §3, §6, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('with default settings and nothing stored it may show', () => {
    expect(addonPopupBlockedBy(settings(), undefined, page())).toEqual([]);
  });

  it('show-again: blocked until popup_show_again_delay ms have passed since the stored close time', () => {
    const storage = createMemoryStorage();
    const s = settings({ popup_show_again_delay: 60_000 });
    storeAddonPopupClose(storage, 'news', s, Date.now());
    vi.advanceTimersByTime(59_999);
    expect(addonPopupBlockedBy(s, readStoredAddonPopup(storage, 'news'), page())).toEqual(['show-again']);
    vi.advanceTimersByTime(1);
    expect(addonPopupBlockedBy(s, readStoredAddonPopup(storage, 'news'), page())).toEqual([]);
  });

  it('show-again: with a delay of 0 a closed popup shows again on the next page', () => {
    const storage = createMemoryStorage();
    storeAddonPopupClose(storage, 'news', settings(), Date.now());
    expect(addonPopupBlockedBy(settings(), readStoredAddonPopup(storage, 'news'), page())).toEqual([]);
  });

  it('close-permanently stores a permanent delay that the server’s settings do not undo', () => {
    const storage = createMemoryStorage();
    const s = settings({ popup_show_again_delay: 1000 });
    storeAddonPopupClose(storage, 'news', s, Date.now(), true);
    storeAddonPopupSettings(storage, 'news', s);
    vi.advanceTimersByTime(365 * 86_400_000);
    const stored = readStoredAddonPopup(storage, 'news');
    expect(stored?.popup_show_again_delay).toBe(PERMANENT_SHOW_AGAIN_DELAY_MS);
    expect(addonPopupBlockedBy(s, stored, page())).toEqual(['show-again']);
  });

  it('stores settings and close time per popup id under the settings key, as the spec names them', () => {
    const storage = createMemoryStorage();
    storeAddonPopupSettings(storage, 'a', settings({ popup_trigger: 'exit' }));
    storeAddonPopupClose(storage, 'b', settings(), 1_700_000_000_000);
    const all = JSON.parse(storage.getItem(ADDON_POPUP_STORAGE_KEY) ?? '');
    expect(ADDON_POPUP_STORAGE_KEY).toBe('WprPopupSettings');
    expect(all.a.popup_trigger).toBe('exit');
    expect(all.a.popup_close_time).toBeUndefined();
    expect(all.b.popup_close_time).toBe(1_700_000_000_000);
  });

  it('a new page keeps the stored close time while taking the server’s settings', () => {
    const storage = createMemoryStorage();
    storeAddonPopupClose(storage, 'news', settings({ popup_show_again_delay: 5 }), 1234);
    storeAddonPopupSettings(storage, 'news', settings({ popup_show_again_delay: 9 }));
    expect(readStoredAddonPopup(storage, 'news')).toMatchObject({
      popup_close_time: 1234,
      popup_show_again_delay: 9,
    });
  });

  it('broken or hostile stored JSON is forgotten, never thrown', () => {
    const storage = createMemoryStorage();
    storage.setItem(ADDON_POPUP_STORAGE_KEY, '{not json');
    expect(readStoredAddonPopup(storage, 'news')).toBeUndefined();
    storage.setItem(ADDON_POPUP_STORAGE_KEY, '{"news":{"popup_close_time":"soon"},"__proto__":{"x":1}}');
    expect(readStoredAddonPopup(storage, 'news')?.popup_close_time).toBeUndefined();
    expect(readStoredAddonPopup(storage, 'toString')).toBeUndefined();
  });

  it('stop after date: shows before that minute, never from it on', () => {
    const s = settings({ popup_stop_after_date: true, popup_stop_after_date_select: '2026-11-01T10:00' });
    expect(addonPopupBlockedBy(s, undefined, page())).toEqual([]);
    vi.setSystemTime(new Date(2026, 10, 1, 10, 0));
    expect(addonPopupBlockedBy(s, undefined, page())).toEqual(['stopped']);
  });

  it('stop after date with the switch off does nothing', () => {
    const s = settings({ popup_stop_after_date: false, popup_stop_after_date_select: '2020-01-01T00:00' });
    expect(addonPopupBlockedBy(s, undefined, page())).toEqual([]);
  });

  it('referral: shows only when the address contains the keyword', () => {
    const s = settings({ popup_show_via_referral: true, popup_referral_keyword: 'spring-letter' });
    expect(addonPopupBlockedBy(s, undefined, page())).toEqual(['referral']);
    expect(
      addonPopupBlockedBy(s, undefined, page({ url: 'https://cafe.example/?ref=spring-letter' })),
    ).toEqual([]);
  });

  it('referral: the preview marker wpr_templates=user-popup bypasses the keyword', () => {
    const s = settings({ popup_show_via_referral: true, popup_referral_keyword: 'spring-letter' });
    expect(
      addonPopupBlockedBy(s, undefined, page({ url: 'https://cafe.example/?wpr_templates=user-popup' })),
    ).toEqual([]);
  });

  it('devices by width: above 1024 desktop, above 768 tablet, otherwise mobile', () => {
    expect([1025, 1024, 769, 768, 320].map(addonPopupDevice)).toEqual([
      'desktop',
      'tablet',
      'tablet',
      'mobile',
      'mobile',
    ]);
    const noTablet = settings({ popup_show_on_device_tablet: false });
    expect(addonPopupBlockedBy(noTablet, undefined, page({ width: 1024 }))).toEqual(['device']);
    expect(addonPopupBlockedBy(noTablet, undefined, page({ width: 1025 }))).toEqual([]);
    const noMobile = settings({ popup_show_on_device_mobile: false });
    expect(addonPopupBlockedBy(noMobile, undefined, page({ width: 768 }))).toEqual(['device']);
    const noDesktop = settings({ popup_show_on_device: false });
    expect(addonPopupBlockedBy(noDesktop, undefined, page({ width: 1440 }))).toEqual(['device']);
  });

  it('the dialog gets the overlay, Escape, scroll, animation and automatic-close settings', () => {
    const dialog = dialogSettingsFor(
      settings({
        popup_overlay_disable_close: true,
        popup_disable_esc_key: true,
        popup_disable_page_scroll: true,
        popup_animation: 'zoom',
        popup_animation_duration: 0.3,
        popup_automatic_close_switch: true,
        popup_automatic_close_delay: 7,
      }),
    );
    expect(dialog).toMatchObject({
      prevent_close_on_background_click: true,
      prevent_close_on_esc_key: true,
      prevent_scroll: true,
      entrance_animation: 'zoom',
      entrance_animation_duration: 0.3,
      exit_animation: 'zoom',
      close_automatically: 7,
      close_button_delay: 0,
    });
    expect(dialogSettingsFor(settings()).close_automatically).toBeUndefined();
    expect(
      dialogSettingsFor(settings({ popup_display_as: 'notification', popup_disable_page_scroll: true }))
        .prevent_scroll,
    ).toBe(false);
  });
});
