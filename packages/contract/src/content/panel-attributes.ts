import * as z from 'zod/mini';

/**
 * Data attributes of the add-on's panel widgets (issue 16, spec 001 §2–§5, §9): tabs, content toggle,
 * advanced accordion, image accordion, flip box, image hotspots, before/after, image scroll and feature
 * list, read from `element.dataset`. docs/embed.md is tested against these schemas.
 */

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of: ${values.join(', ')}`);

const yesOrNo = z.pipe(
  oneOf(['yes', 'no']),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

/** Seconds with up to two decimals (`0.4`), between 0 and 10. */
const seconds = z.pipe(
  z.string().check(z.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a number of seconds')),
  z.transform(Number).check(z.refine((n) => n <= 10, 'must be at most 10 seconds')),
);

/** An http(s) or site-relative image address: never `javascript:` or `data:`. */
const imageAddress = z
  .string('must be an http(s) or site-relative address')
  .check(
    z.maxLength(2048, 'must be at most 2048 characters'),
    z.regex(/^(?:https?:\/\/|\/(?!\/))[^\s"'<>\\]*$/i, 'must be an http(s) or site-relative address'),
  );

const shortText = z.string().check(z.minLength(1), z.maxLength(120));

/** `<div data-widget="content-tabs">`: one tab open at a time (WAI-ARIA tabs, roving tabindex). */
export const contentTabsAttributesSchema = z.object({
  /** `data-trigger`: what opens a tab, `click` or `hover`; default `click`. */
  trigger: z.optional(oneOf(['click', 'hover'])),
  /** `data-autoplay`: `yes` moves to the next tab by itself (never under reduced motion); default `no`. */
  autoplay: z.optional(yesOrNo),
  /** `data-autoplay-speed`: ms between automatic moves, 1000–60000; default 5000. */
  autoplaySpeed: z.optional(wholeNumber(1000, 60000)),
  /** `data-label`: the tab list's accessible name; default `Tabs`. */
  label: z.optional(shortText),
});

/** `<div data-widget="content-toggle">`: two states, one shown at a time. */
export const contentToggleAttributesSchema = z.object({
  /** `data-initial`: the state shown first, `1` or `2`; default `1`. */
  initial: z.optional(z.pipe(oneOf(['1', '2']), z.transform(Number))),
});

/** `<div data-widget="content-accordion">`: the advanced accordion (WAI-ARIA accordion), with search. */
export const contentAccordionAttributesSchema = z.object({
  /** `data-type`: `accordion` keeps one panel open, `toggle` opens each independently; default `accordion`. */
  type: z.optional(oneOf(['accordion', 'toggle'])),
  /** `data-trigger`: what opens a panel, `click` or `hover`; default `click`. */
  trigger: z.optional(oneOf(['click', 'hover'])),
  /** `data-speed`: the interaction speed in seconds (spec 001 §9: × 1000 ms); default `0.4`. */
  speed: z.optional(seconds),
  /** `data-search`: `yes` shows a search box filtering the panels 1,000 ms after typing; default `no`. */
  search: z.optional(yesOrNo),
});

/** `<div data-widget="content-image-accordion">`: images that widen when active (spec 001 §3). */
export const contentImageAccordionAttributesSchema = z.object({
  /** `data-interaction`: `activeItem.interaction`, `hover`, `click` or `none`; default `hover`. */
  interaction: z.optional(oneOf(['hover', 'click', 'none'])),
  /** `data-default-active`: `defaultActive`, the 1-based item active 400 ms after start; default none. */
  defaultActive: z.optional(wholeNumber(1, 50)),
  /** `data-overlay-link-target`: `overlayLinkTarget`, `_self` or `_blank`; default `_self`. */
  overlayLinkTarget: z.optional(oneOf(['_self', '_blank'])),
});

/** `<div data-widget="content-flip-box">`: a card with a front and a back. */
export const contentFlipBoxAttributesSchema = z.object({
  /** `data-trigger`: `box` (a click on the box), `button` (its button) or `hover`; default `hover`. */
  trigger: z.optional(oneOf(['box', 'button', 'hover'])),
  /** `data-direction`: the turn, `horizontal` or `vertical`; default `horizontal`. */
  direction: z.optional(oneOf(['horizontal', 'vertical'])),
});

/** `<div data-widget="content-hotspots">`: buttons on an image, each with a tooltip. */
export const contentHotspotsAttributesSchema = z.object({
  /** `data-trigger`: `click` (one open at a time), `hover` or `always`; default `click`. */
  trigger: z.optional(oneOf(['click', 'hover', 'always'])),
});

/** `<div data-widget="content-before-after">`: two images compared with a keyboard-operable divider. */
export const contentBeforeAfterAttributesSchema = z.object({
  /** `data-before-src`: the "before" image. Required. */
  beforeSrc: imageAddress,
  /** `data-before-alt`: its text alternative. Required. */
  beforeAlt: z.string('must be a text alternative').check(z.minLength(1), z.maxLength(300)),
  /** `data-after-src`: the "after" image. Required. */
  afterSrc: imageAddress,
  /** `data-after-alt`: its text alternative. Required. */
  afterAlt: z.string('must be a text alternative').check(z.minLength(1), z.maxLength(300)),
  /** `data-width`: the images' width in px (reserves their space). Required. */
  width: wholeNumber(1, 10000),
  /** `data-height`: the images' height in px. Required. */
  height: wholeNumber(1, 10000),
  /** `data-before-label`: the label on the before side; default `Before`. */
  beforeLabel: z.optional(shortText),
  /** `data-after-label`: the label on the after side; default `After`. */
  afterLabel: z.optional(shortText),
  /** `data-start`: the divider's first position in percent; default 50. */
  start: z.optional(wholeNumber(0, 100)),
});

/** `<div data-widget="content-image-scroll">`: a tall image shown through a frame, scrolled on hover. */
export const contentImageScrollAttributesSchema = z.object({
  /** `data-src`: the tall image. Required. */
  src: imageAddress,
  /** `data-alt`: its text alternative. Required. */
  alt: z.string('must be a text alternative').check(z.minLength(1), z.maxLength(300)),
  /** `data-width`: the image's width in px. Required. */
  width: wholeNumber(1, 10000),
  /** `data-image-height`: the image's height in px. Required. */
  imageHeight: wholeNumber(1, 50000),
  /** `data-frame-height`: the frame's height in px; default 320. */
  frameHeight: z.optional(wholeNumber(50, 5000)),
  /** `data-trigger`: `hover` (or focus) scrolls the image, `scroll` lets the visitor scroll it; default `hover`. */
  trigger: z.optional(oneOf(['hover', 'scroll'])),
  /** `data-duration`: seconds the hover scroll takes; default 3. */
  duration: z.optional(seconds),
});

/** `<div data-widget="content-feature-list">`: a list of features with icons, joined by a line. */
export const contentFeatureListAttributesSchema = z.object({
  /** `data-line`: `yes` joins the icons with a line; default `yes`. */
  line: z.optional(yesOrNo),
});
