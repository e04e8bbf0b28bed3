import * as z from 'zod/mini';
import { carouselSettingFields } from '../reviews/carousel-attributes.ts';

/**
 * Data attributes of the sliders and galleries (issue 16 "Sliders", issue 15 item 7; spec 001 §3
 * "Feeds and carousels", §5 "Widgets", §9 "Add-on widgets"). docs/embed.md is tested against them.
 */

/**
 * spec 001 §5: data attributes containing script-like characters are rejected: markup brackets,
 * backticks, backslashes, character references, and script schemes or event-handler assignments.
 * Quotes are not among them: every value is rendered as text or an attribute React escapes, and
 * "Today's special" or a "house" blend must stay writable (a quote that tries to end an attribute
 * needs an `on…=` or a bracket after it, and those are refused).
 */
export const SCRIPT_LIKE =
  /[<>`\\]|&#|&[a-z]+;|(?:javascript|vbscript|data|livescript)\s*:|\bon[a-z]+\s*=|expression\s*\(/i;

/** Plain text for a data attribute: at most `max` characters, nothing script-like. */
export const plainAttributeText = (max: number) =>
  z.string().check(
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => !SCRIPT_LIKE.test(value), 'must not contain script-like characters'),
  );

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

const choice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, `must be one of: ${choices.join(', ')}`);

/** spec 001 §9: the slider breakpoints 1e4, 2399, 1221, 1200, 1024, 880, 768, by the page builder's names. */
export const SLIDER_BREAKPOINT_NAMES = [
  'widescreen',
  'desktop',
  'laptop',
  'tablet_extra',
  'tablet',
  'mobile_extra',
  'mobile',
] as const;
export type SliderBreakpointName = (typeof SLIDER_BREAKPOINT_NAMES)[number];

const COLUMN = String.raw`(?:widescreen|desktop|laptop|tablet_extra|tablet|mobile_extra|mobile):\d{1,2}`;

/** `desktop:3,tablet:2,mobile:1` → `{ desktop: 3, tablet: 2, mobile: 1 }` (1–12 each). */
const columnList = z.pipe(
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^${COLUMN}(?:,${COLUMN}){0,6}$`),
        `must be a list like desktop:3,tablet:2,mobile:1 (names: ${SLIDER_BREAKPOINT_NAMES.join(', ')})`,
      ),
    ),
  z
    .transform((value: string) => {
      const columns: Partial<Record<SliderBreakpointName, number>> = {};
      for (const part of value.split(',')) {
        const [name, count] = part.split(':');
        columns[name as SliderBreakpointName] = Number(count);
      }
      return columns;
    })
    .check(z.refine((columns) => Object.values(columns).every((n) => n >= 1 && n <= 12), 'must be 1 to 12')),
);

/** The carousel settings but slides-to-show and breakpoints: the slider's columns per breakpoint decide. */
const {
  slidesToShow: _slidesToShow,
  breakpoints: _breakpoints,
  ...SLIDER_SETTING_FIELDS
} = carouselSettingFields();

/**
 * `<div data-widget="advanced-slider">`: full-width slides (picture, title, text, a link) and video
 * slides (YouTube, Vimeo, or an mp4/webm/ogg file) on Embla, with the carousel settings of spec 000 §3.
 * On a plain page its slides are the element's `[data-slide]` children (see docs/embed.md).
 */
export const advancedSliderAttributesSchema = z.object({
  /** `data-label`: the slider's accessible name; default `Slides`. */
  label: z.optional(plainAttributeText(200)),
  /** `data-columns`: slides side by side per slider breakpoint; default 1 everywhere. */
  columns: z.optional(columnList),
  /** `data-video-width`: the video player's width in px; default 640 (spec 001 §9). */
  videoWidth: z.optional(wholeNumber(160, 3840)),
  /** `data-video-height`: the video player's height in px; default 360. */
  videoHeight: z.optional(wholeNumber(90, 2160)),
  /** `data-video-autoplay`: `yes` plays a slide's video (muted) when the slide is shown; default no. */
  videoAutoplay: z.optional(yesOrNo),
  ...SLIDER_SETTING_FIELDS,
});

/** `<div data-widget="testimonial-carousel">`: quotes with their authors as an Embla carousel. */
export const testimonialCarouselAttributesSchema = z.object({
  /** `data-label`: the carousel's accessible name; default `Testimonials`. */
  label: z.optional(plainAttributeText(200)),
  ...carouselSettingFields(),
});

export const FLIP_CAROUSEL_TYPES = ['coverflow', 'carousel', 'wheel', 'flat'] as const;
export const FLIP_PAGINATION_POSITIONS = ['none', 'before', 'after'] as const;

/** `<div data-widget="flip-carousel">`: pictures in 3D coverflow around the one in front (spec 001 §3). */
export const flipCarouselAttributesSchema = z.object({
  /** `data-label`: the carousel's accessible name; default `Pictures`. */
  label: z.optional(plainAttributeText(200)),
  /** `data-starts-from-center`: `yes` starts at the middle picture; default yes. */
  startsFromCenter: z.optional(yesOrNo),
  /** `data-carousel-type`: `coverflow`, `carousel`, `wheel` or `flat`; default coverflow. */
  carouselType: z.optional(choice(FLIP_CAROUSEL_TYPES)),
  /** `data-loop`: `yes` wraps from the last picture to the first; default yes. */
  loop: z.optional(yesOrNo),
  /** `data-autoplay`: `yes` moves on by itself (with a pause button); default no. */
  autoplay: z.optional(yesOrNo),
  /** `data-autoplay-milliseconds`: ms between automatic moves, 1000–60000; default 3000. */
  autoplayMilliseconds: z.optional(wholeNumber(1000, 60_000)),
  /** `data-pause-on-hover`: `yes` holds autoplay while the pointer is over it; default yes. */
  pauseOnHover: z.optional(yesOrNo),
  /** `data-play-on-click`: `yes` brings a picture to the front when it is clicked; default yes. */
  playOnClick: z.optional(yesOrNo),
  /** `data-play-on-scroll`: `yes` lets the mouse wheel move the pictures; default no. */
  playOnScroll: z.optional(yesOrNo),
  /** `data-pagination-position`: dots `before` or `after` the pictures, or `none`; default after. */
  paginationPosition: z.optional(choice(FLIP_PAGINATION_POSITIONS)),
  /** `data-spacing`: overlap of neighbours in percent of a picture's width, -100–100; default -60. */
  spacing: z.optional(
    z.pipe(
      z.string().check(z.regex(/^-?\d{1,3}$/, 'must be a whole number')),
      z.transform(Number).check(z.refine((n) => n >= -100 && n <= 100, 'must be between -100 and 100')),
    ),
  ),
  /** `data-button-prev`: the previous button's label; `none` hides both buttons; default `Previous picture`. */
  buttonPrev: z.optional(plainAttributeText(60)),
  /** `data-button-next`: the next button's label; default `Next picture`. */
  buttonNext: z.optional(plainAttributeText(60)),
});

/** `<div data-widget="image-gallery">`: a grid of pictures that open in the lightbox. */
export const imageGalleryAttributesSchema = z.object({
  /** `data-label`: the gallery's accessible name; default `Gallery`. */
  label: z.optional(plainAttributeText(200)),
  /** `data-columns`: pictures per row at full width, 1–8; default 3 (spec 001 §9: columns capped at 8). */
  columns: z.optional(wholeNumber(1, 8)),
});

/**
 * `<div data-widget="product-gallery">` (issue 15 item 7) and `<div data-widget="featured-media-gallery">`
 * (a post's pictures): a main picture slider with a thumbnail slider under it, zoom in the lightbox.
 */
export const mediaGalleryAttributesSchema = z.object({
  /** `data-label`: the gallery's accessible name; default `Pictures`. */
  label: z.optional(plainAttributeText(200)),
  /** `data-lightbox`: `yes` opens the picture in the lightbox with zoom; default yes. */
  lightbox: z.optional(yesOrNo),
});

export type AdvancedSliderAttributes = z.output<typeof advancedSliderAttributesSchema>;
export type TestimonialCarouselAttributes = z.output<typeof testimonialCarouselAttributesSchema>;
export type FlipCarouselAttributes = z.output<typeof flipCarouselAttributesSchema>;
export type ImageGalleryAttributes = z.output<typeof imageGalleryAttributesSchema>;
export type MediaGalleryAttributes = z.output<typeof mediaGalleryAttributesSchema>;
