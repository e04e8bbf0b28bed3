import * as z from 'zod/mini';

/**
 * A page-builder popup's settings (spec 001 §3 "Popup settings", §5 "Popup timing", §9 "Popups"), written
 * by the server as JSON in the popup element's `data-settings`. Names follow the builder's own settings
 * (`close_button_delay`, `prevent_scroll`, …) so a moved page keeps them. Every number is bounded, every
 * selector length-limited; an unknown key is refused so a typo is reported rather than silently ignored.
 */

const seconds = z.lazy(() => z.number().check(z.minimum(0), z.maximum(86_400)));
const count = z.lazy(() => z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)));
/** A CSS selector from the owner: at most 200 characters (checked again by the browser when used). */
const selector = z.lazy(() => z.string().check(z.minLength(1), z.maxLength(200)));
/** A date and time without zone, `YYYY-MM-DDTHH:MM`, read in site or visitor time. */
const wallClock = z.lazy(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be YYYY-MM-DDTHH:MM')),
);

export const POPUP_DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export const POPUP_BROWSERS = ['chrome', 'firefox', 'safari', 'edge', 'opera', 'ie'] as const;
export const POPUP_SOURCES = ['internal', 'external', 'search'] as const;
export const POPUP_PERIODS = ['none', 'session', 'day', 'week', 'month'] as const;
export const POPUP_ANIMATIONS = ['none', 'fade', 'zoom', 'slide-up', 'slide-down'] as const;

export type PopupDevice = (typeof POPUP_DEVICES)[number];
export type PopupBrowser = (typeof POPUP_BROWSERS)[number];
export type PopupSource = (typeof POPUP_SOURCES)[number];
export type PopupPeriod = (typeof POPUP_PERIODS)[number];

/** §5: every configured check must pass; an absent check is not configured. */
export const popupTimingSchema = z.lazy(() =>
  z.strictObject({
    /** Page views since first seen at least this many. */
    page_views: z.optional(z.strictObject({ views: count })),
    /** Sessions since first seen at least this many. */
    sessions: z.optional(z.strictObject({ sessions: count })),
    /** The referrer: show if it contains, hide if it contains, or matches a regular expression. */
    url: z.optional(
      z.strictObject({
        action: z.enum(['show', 'hide', 'regex']),
        url: z.string().check(z.maxLength(500)),
      }),
    ),
    sources: z.optional(z.strictObject({ sources: z.array(z.enum(POPUP_SOURCES)).check(z.minLength(1)) })),
    /** Anonymous always passes; `all` refuses every logged-in visitor, `custom` those with a listed role. */
    logged_in: z.optional(
      z.strictObject({
        users: z.enum(['all', 'custom']),
        roles: z._default(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(50)), []),
      }),
    ),
    devices: z.optional(z.strictObject({ devices: z.array(z.enum(POPUP_DEVICES)).check(z.minLength(1)) })),
    browsers: z.optional(
      z.strictObject({
        browsers: z.union([z.literal('all'), z.array(z.enum(POPUP_BROWSERS)).check(z.minLength(1))]),
      }),
    ),
    /** Shown fewer than `times` times in the period; counted when it opens (default) or closes. */
    times: z.optional(
      z.strictObject({
        times: count,
        period: z._default(z.enum(POPUP_PERIODS), 'none'),
        count: z._default(z.enum(['open', 'close']), 'open'),
      }),
    ),
    /** Between the optional start and end, in the site's time (default) or the visitor's. */
    schedule: z.optional(
      z.strictObject({
        timezone: z._default(z.enum(['site', 'visitor']), 'site'),
        start: z.optional(wallClock),
        end: z.optional(wallClock),
      }),
    ),
  }),
);

/** §3, §9: the first trigger to fire opens the popup and cancels the rest. */
export const popupTriggersSchema = z.lazy(() =>
  z.strictObject({
    /** Opens `delay` seconds after the page loaded. */
    page_load: z.optional(z.strictObject({ delay: z._default(seconds, 0) })),
    /** Down: at `offset` % of the page's height; up: at the first upward scroll. */
    scrolling: z.optional(
      z.strictObject({
        direction: z._default(z.enum(['down', 'up']), 'down'),
        offset: z._default(z.number().check(z.minimum(0), z.maximum(100)), 50),
      }),
    ),
    /** Opens when the element matching `selector` scrolls into view. */
    scrolling_to: z.optional(z.strictObject({ selector })),
    /** Opens at the visitor's `times`-th click anywhere on the page. */
    click: z.optional(z.strictObject({ times: z._default(count, 1) })),
    /** Opens after `time` seconds without pointer, key or scroll. */
    inactivity: z.optional(z.strictObject({ time: z._default(seconds, 30) })),
    /** Opens when the pointer leaves the window through its top. */
    exit_intent: z.optional(z.strictObject({})),
    /** Opens `delay` seconds after load when a bait element was hidden by an ad blocker. */
    adblock_detection: z.optional(z.strictObject({ delay: z._default(seconds, 0) })),
  }),
);

export const popupSettingsSchema = z.lazy(() =>
  z.strictObject({
    timing: z._default(popupTimingSchema, {}),
    triggers: z._default(popupTriggersSchema, {}),
    /** Clicks on elements matching this selector open the popup. */
    open_selector: z.optional(selector),
    /** Seconds before the close button shows; default 0. */
    close_button_delay: z._default(seconds, 0),
    /** Close button inside the box or outside its corner; default inside. */
    close_button_position: z._default(z.enum(['inside', 'outside']), 'inside'),
    /** Seconds after opening when the popup closes by itself; default never. */
    close_automatically: z.optional(z.number().check(z.minimum(1), z.maximum(86_400))),
    /** The page behind does not scroll while the popup is open; default false. */
    prevent_scroll: z._default(z.boolean(), false),
    prevent_close_on_background_click: z._default(z.boolean(), false),
    prevent_close_on_esc_key: z._default(z.boolean(), false),
    entrance_animation: z._default(z.enum(POPUP_ANIMATIONS), 'fade'),
    /** Seconds; default 0.5. */
    entrance_animation_duration: z._default(z.number().check(z.minimum(0), z.maximum(10)), 0.5),
    exit_animation: z._default(z.enum(POPUP_ANIMATIONS), 'fade'),
    exit_animation_duration: z._default(z.number().check(z.minimum(0), z.maximum(10)), 0.5),
    /** Skip this popup's triggers when another popup has already appeared on the page; default false. */
    avoid_multiple_popups: z._default(z.boolean(), false),
    /** §9: box size in px, default 500 × 300. */
    width: z._default(z.number().check(z.int(), z.minimum(100), z.maximum(4000)), 500),
    height: z._default(z.number().check(z.int(), z.minimum(50), z.maximum(4000)), 300),
  }),
);

export type PopupTiming = z.output<typeof popupTimingSchema>;
export type PopupTriggers = z.output<typeof popupTriggersSchema>;
export type PopupSettings = z.output<typeof popupSettingsSchema>;
export type PopupSettingsInput = z.input<typeof popupSettingsSchema>;

/** `<div data-widget="popup">` attributes. */
export const popupAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-popup-id`: the popup's id (letters, digits, `-`, `_`), the key of its storage. Required. */
    popupId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _')),
    /** `data-settings`: the popup's settings as JSON (see docs/embed.md). Default: all defaults, no triggers. */
    settings: z.optional(z.string().check(z.maxLength(20_000))),
  }),
);

/** Page variables the popups read (the same `#site-widgets-vars` element; each schema reads its own keys). */
export const builderPageVarsSchema = z.lazy(() =>
  z.object({
    /** The host site declares a logged-in visitor; default false (anonymous). */
    loggedIn: z._default(z.boolean(), false),
    /** The logged-in visitor's role names; default none. */
    roles: z._default(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(50)), []),
    /** The site's offset from UTC in minutes, for schedules in site time; default 0. */
    siteUtcOffsetMinutes: z._default(z.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0),
    /** spec 000 §6 / 001 §6: the builder's editor preview: popups open at once with no storage check. */
    editMode: z._default(z.boolean(), false),
  }),
);

export type BuilderPageVars = z.output<typeof builderPageVarsSchema>;
