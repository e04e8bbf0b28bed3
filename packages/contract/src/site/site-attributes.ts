import * as z from 'zod/mini';
import { wholeNumber, yesOrNo } from '../attribute-values.ts';
import { carouselSettingFields } from '../reviews/carousel-attributes.ts';

/**
 * Data attributes of the marketing-site widgets (issue 5; spec 000 §1 "surrounding site", §2 "General
 * page behaviour"), read from `element.dataset`. docs/embed.md is tested against these schemas.
 * Each is built on first use (`z.lazy`), not when the module loads: the titles, analytics and reveal
 * widgets every page starts after `load` import this module, and only the schemas of the widgets
 * present should cost main-thread time (issue 10, Total Blocking Time).
 */

/** An http(s), protocol-relative or site-relative address: never `javascript:` or `data:`. */
const address = z.lazy(() =>
  z
    .string()
    .check(
      z.maxLength(2048, 'must be at most 2048 characters'),
      z.regex(/^(?:https?:\/\/|\/)[^\s"'<>\\]*$/i, 'must be an http(s) or site-relative address'),
    ),
);

/** `<div data-widget="site-back-to-top">`: a button that appears past 50 px and scrolls to the top in 400 ms. */
export const siteBackToTopAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-focus-target`: the id of the element that gets focus once at the top; default `top`. */
    focusTarget: z.optional(z.string().check(z.regex(/^[A-Za-z][\w-]{0,99}$/, 'must be an element id'))),
    /** `data-offset`: px the page is scrolled before the button shows, 0–100,000; default 50 (issue 16 add-on). */
    offset: z.optional(wholeNumber(0, 100_000)),
    /** `data-animation`: how it shows and hides, `fade` or `slide` (in from below); default `fade` (issue 16 add-on). */
    animation: z.optional(z.enum(['fade', 'slide'], 'must be one of: fade, slide')),
  }),
);

/** `<div data-widget="site-nav">`: the header navigation (WAI-ARIA disclosure navigation). */
export const siteNavAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-label`: the navigation landmark's name; default `Main`. */
    label: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
);

/** `<div data-widget="site-chat">`: the footer chat panel (show in 200 ms, hide in 500 ms). */
export const siteChatAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-email`: where "Send by e-mail" writes to. Required. */
    email: z
      .string('must be an e-mail address')
      .check(z.regex(/^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/, 'must be an e-mail address')),
    /** `data-phone`: a telephone number shown as a call link; default none. */
    phone: z.optional(z.string().check(z.regex(/^\+?[\d ()-]{5,30}$/, 'must be a telephone number'))),
    /** `data-heading`: the panel's heading; default `Chat with us`. */
    heading: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
);

/** `<main data-widget="site-lightbox">`: links inside open a lightbox (image links per settings). */
export const siteLightboxAttributesSchema = z.lazy(() => z.object({}));

/** `<div data-widget="site-titles">`: fills title attributes inside from alt text and link text. */
export const siteTitlesAttributesSchema = z.lazy(() => z.object({}));

/** `<div data-widget="site-images">`: images inside get a fixed size (when given) and lazy loading. */
export const siteImagesAttributesSchema = z.lazy(() =>
  z
    .object({
      /** `data-width`: every image's width in px, 1–4000; default: the image's own. */
      width: z.optional(wholeNumber(1, 4000)),
      /** `data-height`: every image's height in px, 1–4000; default: the image's own. */
      height: z.optional(wholeNumber(1, 4000)),
    })
    .check(
      z.refine((value) => (value.width === undefined) === (value.height === undefined), {
        message: 'must be given together with data-width',
        path: ['height'],
      }),
    ),
);

/**
 * `<div data-widget="site-carousel">`: a row of images (logos, press) as a carousel with the site-carousel
 * settings of spec 000 §3, its images at one reserved size and lazy (spec 000 §2: 80×80, 164×90).
 */
export const siteCarouselAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-width`: every image's width in px, 1–4000. Required. */
    width: wholeNumber(1, 4000),
    /** `data-height`: every image's height in px, 1–4000. Required. */
    height: wholeNumber(1, 4000),
    /** `data-label`: the carousel's accessible name; default `Images`. */
    label: z.optional(z.string().check(z.maxLength(200))),
    ...carouselSettingFields(),
  }),
);

/** `<div data-widget="site-third-party-reviews">`: a third party's reviews box, loaded 8 s after the page. */
export const siteThirdPartyReviewsAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-script-url`: the third party's script; default none (then nothing is requested). */
    scriptUrl: z.optional(address),
    /** `data-email-required`: `yes` asks reviewers for an e-mail address; default yes. */
    emailRequired: z.optional(yesOrNo),
  }),
);

/** `<div data-widget="site-analytics">`: page-view and link-click events to `window.dataLayer`. */
export const siteAnalyticsAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-beacon-url`: where events are also sent with `navigator.sendBeacon`; default none. */
    beaconUrl: z.optional(address),
  }),
);

/** `data-widget="site-reveal"`: the element fades in once, when it first enters the viewport. */
export const siteRevealAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-animation`: `fade-up`, `fade`, `zoom`, `slide-left` or `slide-right`; default `fade-up` (issue 16 scroll-in animations). */
    animation: z.optional(
      z.enum(
        ['fade-up', 'fade', 'zoom', 'slide-left', 'slide-right'],
        'must be one of: fade-up, fade, zoom, slide-left, slide-right',
      ),
    ),
  }),
);

export type SiteBackToTopAttributes = z.output<typeof siteBackToTopAttributesSchema>;
export type SiteNavAttributes = z.output<typeof siteNavAttributesSchema>;
export type SiteChatAttributes = z.output<typeof siteChatAttributesSchema>;
export type SiteImagesAttributes = z.output<typeof siteImagesAttributesSchema>;
export type SiteCarouselAttributes = z.output<typeof siteCarouselAttributesSchema>;
export type SiteThirdPartyReviewsAttributes = z.output<typeof siteThirdPartyReviewsAttributesSchema>;
export type SiteAnalyticsAttributes = z.output<typeof siteAnalyticsAttributesSchema>;
