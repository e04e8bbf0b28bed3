import * as z from 'zod/mini';
import { POPUP_ANIMATIONS } from './popup-settings.ts';

/**
 * An add-on popup's settings (spec 001 §3 "Add-on popup settings", §6, §9 "Feeds, accordion, popups
 * (add-on)"). The add-on's own names (`popup_trigger`, `popup_load_delay`, …), so a moved site keeps them.
 * The server owns them (per popup id) and writes them into the page; the browser keeps a copy per popup
 * id in local storage, with the close time it adds. Delays are in seconds (spec 001 §9); the show-again
 * delay is in ms, compared with the stored close time.
 */

const seconds = z.number().check(z.minimum(0), z.maximum(86_400));
const selector = z.string().check(z.minLength(1), z.maxLength(200));
/** A date and time without zone, `YYYY-MM-DDTHH:MM`, read in the visitor's time. */
const wallClock = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be YYYY-MM-DDTHH:MM'));

export const ADDON_POPUP_TRIGGERS = [
  'load',
  'scroll',
  'element-scroll',
  'date',
  'inactivity',
  'exit',
  'custom',
] as const;
export type AddonPopupTrigger = (typeof ADDON_POPUP_TRIGGERS)[number];

export const addonPopupSettingsSchema = z.strictObject({
  /** What opens it; default `load`. */
  popup_trigger: z._default(z.enum(ADDON_POPUP_TRIGGERS), 'load'),
  /** `load`: seconds after the page loaded; default 0. */
  popup_load_delay: z._default(seconds, 0),
  /** `scroll`: % of the page's scrollable height; default 50. */
  popup_scroll_progress: z._default(z.number().check(z.minimum(0), z.maximum(100)), 50),
  /** `element-scroll`: the element whose coming into view opens it. */
  popup_element_scroll: z.optional(selector),
  /** `date`: the moment it opens (at once on a later visit). */
  popup_specific_date: z.optional(wallClock),
  /** `inactivity`: seconds without pointer, key, touch or scroll; default 15. */
  popup_inactivity_time: z._default(seconds, 15),
  /** `custom`: a click on an element matching this selector opens it. */
  popup_custom_trigger: z.optional(selector),
  /** A modal dialog over an overlay, or a notification (a non-modal region in a corner). */
  popup_display_as: z._default(z.enum(['modal', 'notification']), 'modal'),
  popup_animation: z._default(z.enum(POPUP_ANIMATIONS), 'fade'),
  /** Seconds; default 1. */
  popup_animation_duration: z._default(z.number().check(z.minimum(0), z.maximum(10)), 1),
  popup_disable_page_scroll: z._default(z.boolean(), false),
  /** Seconds before the close button shows (it fades in over 500 ms); default 0. */
  popup_close_button_display_delay: z._default(seconds, 0),
  popup_automatic_close_switch: z._default(z.boolean(), false),
  /** Seconds after opening when it closes by itself (with the switch on); default 10. */
  popup_automatic_close_delay: z._default(z.number().check(z.minimum(1), z.maximum(86_400)), 10),
  popup_overlay_disable_close: z._default(z.boolean(), false),
  popup_disable_esc_key: z._default(z.boolean(), false),
  /** ms after a close before it may show again; default 0 (on the next page). */
  popup_show_again_delay: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
    0,
  ),
  popup_stop_after_date: z._default(z.boolean(), false),
  /** With the switch on: after this moment it never shows. */
  popup_stop_after_date_select: z.optional(wallClock),
  popup_show_via_referral: z._default(z.boolean(), false),
  /** With the switch on: it shows only when the page address contains this keyword. */
  popup_referral_keyword: z._default(z.string().check(z.maxLength(100)), ''),
  /** Devices it shows on (spec 001 §9: above 1024 px desktop, above 768 px tablet, else mobile). */
  popup_show_on_device: z._default(z.boolean(), true),
  popup_show_on_device_tablet: z._default(z.boolean(), true),
  popup_show_on_device_mobile: z._default(z.boolean(), true),
});

export type AddonPopupSettings = z.output<typeof addonPopupSettingsSchema>;
export type AddonPopupSettingsInput = z.input<typeof addonPopupSettingsSchema>;

/** `<div data-widget="addon-popup">` attributes. */
export const addonPopupAttributesSchema = z.object({
  /** `data-popup-id`: the popup's id (letters, digits, `-`, `_`): its stored settings are kept under it. */
  popupId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _')),
  /** `data-settings`: the server's settings for this popup, as JSON. */
  settings: z.string().check(z.maxLength(20_000)),
  /** `data-open-selector`: the custom trigger's selector, for the loader (a click before the code arrived). */
  openSelector: z.optional(z.string().check(z.maxLength(200))),
});
