import * as z from 'zod/mini';
import { OWNER_LINK_PATTERN } from './navmisc-attributes.ts';

/** spec 001 §7: the Twitter/X-style feed's load-more call. */
export const TWEETS_ACTION = 'wpr_load_more_tweets';
/** spec 001 §7: the Instagram-style feed's load-more call. */
export const INSTAGRAM_ACTION = 'wpr_load_more_instagram_posts';

export const FEED_KINDS = ['twitter', 'instagram'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const FEED_LAYOUTS = ['grid', 'masonry', 'list', 'carousel'] as const;
export type FeedLayout = (typeof FEED_LAYOUTS)[number];
/** spec 001 §3 "Feeds and carousels": the carousel's pagination types (the original's Swiper names). */
export const FEED_CAROUSEL_PAGINATION_TYPES = ['bullets', 'fraction', 'progressbar'] as const;
export type FeedCarouselPaginationType = (typeof FEED_CAROUSEL_PAGINATION_TYPES)[number];
export const FEED_MEDIA_ALIGNS = ['top', 'left', 'right'] as const;

/** spec 001 §9: Instagram-style columns capped at 8, default 3 (desktop), 2 (tablet), 1 (mobile). */
export const MAX_FEED_COLUMNS = 8;
export const DEFAULT_FEED_COLUMNS = 3;
export const DEFAULT_FEED_COLUMNS_TABLET = 2;
export const DEFAULT_FEED_COLUMNS_MOBILE = 1;
/** The most slides a carousel feed shows side by side. */
export const MAX_FEED_CAROUSEL_SLIDES = 8;
/** Largest page of posts one answer carries. */
export const MAX_FEED_PAGE = 50;
/** The largest `next_post_index` accepted (no feed holds more posts than this). */
export const MAX_FEED_INDEX = 100_000;
/** The largest feed widget id (a 32-bit key on both databases). */
export const MAX_FEED_WIDGET_ID = 2_147_483_647;
/** spec 001 §9: masonry relayout delays after load and new items, and after a resize. */
export const FEED_RELAYOUT_DELAYS_MS = [100, 500, 1000] as const;
export const FEED_RESIZE_RELAYOUT_MS = 200;

const whole = (min: number, max: number) =>
  z
    .number()
    .check(
      z.int('must be a whole number'),
      z.gte(min, `must be at least ${min}`),
      z.lte(max, `must be at most ${max}`),
    );
const text = (max: number) =>
  z
    .string()
    .check(z.minLength(1, 'must not be empty'), z.maxLength(max, `must be at most ${max} characters`));

/**
 * A feed widget's settings as the owner stores them (`npm run feeds`); every visitor-facing choice is
 * taken from here, never from the request. Public options carry their default.
 */
export const feedWidgetSettingsSchema = z.object({
  /** Which feed: `twitter` (posts with handle) or `instagram` (picture tiles). */
  kind: z.enum(FEED_KINDS, `must be one of: ${FEED_KINDS.join(', ')}`),
  /** `grid`, `masonry`, `list` or `carousel`; default `grid`. */
  layout: z._default(z.enum(FEED_LAYOUTS, `must be one of: ${FEED_LAYOUTS.join(', ')}`), 'grid'),
  /** Columns on a desktop (wider than 1024 px), 1 to 8; default 3 (spec 001 §9). */
  columns: z._default(whole(1, MAX_FEED_COLUMNS), DEFAULT_FEED_COLUMNS),
  /**
   * Columns on a tablet (769 to 1024 px wide), 1 to 8; default 2, or `columns` when that is fewer
   * (a one-column feed stays one column). Left out of the stored settings until the owner sets it.
   */
  columnsTablet: z.optional(whole(1, MAX_FEED_COLUMNS)),
  /** Columns on a phone (768 px wide or less), 1 to 8; default 1 (spec 001 §9). */
  columnsMobile: z._default(whole(1, MAX_FEED_COLUMNS), DEFAULT_FEED_COLUMNS_MOBILE),
  /** Horizontal and vertical gutters in px, 0 to 100; default 20. */
  gutterX: z._default(whole(0, 100), 20),
  gutterY: z._default(whole(0, 100), 20),
  /** Where a post's picture stands: `top`, `left` or `right`; default `top`. */
  mediaAlign: z._default(z.enum(FEED_MEDIA_ALIGNS, `must be one of: ${FEED_MEDIA_ALIGNS.join(', ')}`), 'top'),
  /** The picture's width in percent of the post beside it (left/right), 10 to 100; default 40. */
  mediaWidth: z._default(whole(10, 100), 40),
  /** Space between picture and text in px, 0 to 100; default 12. */
  mediaDistance: z._default(whole(0, 100), 12),
  /** Whether a picture opens in the lightbox; default true. */
  lightbox: z._default(z.boolean(), true),
  /** Posts shown first and added by each load-more, 1 to 50; default 6. */
  postsPerPage: z._default(whole(1, MAX_FEED_PAGE), 6),
  /** The load-more button's text; default `Load More`. */
  loadMoreText: z._default(text(60), 'Load More'),
  /** Shown when no post follows; default `No more posts to show.`. */
  finishText: z._default(text(200), 'No more posts to show.'),
  /** The feed's heading (accessible name); default `Latest posts`. */
  title: z._default(text(100), 'Latest posts'),
  // spec 001 §3 "Feeds and carousels": the carousel options, read only by the `carousel` layout.
  /** Carousel: moves on by itself (never under reduced motion; a pause button shows); default false. */
  carouselAutoplay: z._default(z.boolean('must be true or false'), false),
  /** Carousel: ms between automatic moves, 1000 to 60000; default 3000. */
  carouselDelay: z._default(whole(1000, 60_000), 3000),
  /** Carousel: wraps from the last slide to the first; default true. */
  carouselLoop: z._default(z.boolean('must be true or false'), true),
  /** Carousel: slides side by side on a desktop (wider than 1024 px), 1 to 8; default 3. */
  carouselSlidesDesktop: z._default(whole(1, MAX_FEED_CAROUSEL_SLIDES), 3),
  /** Carousel: slides side by side on a tablet (769 to 1024 px), 1 to 8; default 2. */
  carouselSlidesTablet: z._default(whole(1, MAX_FEED_CAROUSEL_SLIDES), 2),
  /** Carousel: slides side by side on a phone (768 px or less), 1 to 8; default 1. */
  carouselSlidesMobile: z._default(whole(1, MAX_FEED_CAROUSEL_SLIDES), 1),
  /** Carousel: px between slides, 0 to 100; default 20. */
  carouselSpaceBetween: z._default(whole(0, 100), 20),
  /** Carousel: ms a move takes, 0 to 3000; default 500. */
  carouselSpeed: z._default(whole(0, 3000), 500),
  /** Carousel: shows the pagination under the slides; default true. */
  carouselPagination: z._default(z.boolean('must be true or false'), true),
  /** Carousel: `bullets` (a button per stop), `fraction` ("2 / 7") or `progressbar`; default `bullets`. */
  carouselPaginationType: z._default(
    z.enum(FEED_CAROUSEL_PAGINATION_TYPES, `must be one of: ${FEED_CAROUSEL_PAGINATION_TYPES.join(', ')}`),
    'bullets',
  ),
});
export type FeedWidgetSettings = z.output<typeof feedWidgetSettingsSchema>;

/** A post link: http(s) only (an overlay link of any other scheme is dropped). */
export const FEED_LINK_PATTERN = /^https?:\/\/[^\s"<>]{1,2000}$/i;
export const isFeedLink = (value: string) => FEED_LINK_PATTERN.test(value) && OWNER_LINK_PATTERN.test(value);

/** One stored post as the owner imports it (JSON), checked before anything is written. */
export const feedPostInputSchema = z.object({
  author: text(100),
  handle: z.optional(z.string().check(z.regex(/^@?\w{1,30}$/, 'must be a handle of letters, digits or _'))),
  text: z.string().check(z.maxLength(2000, 'must be at most 2000 characters')),
  mediaUrl: z.optional(
    z.string().check(z.regex(OWNER_LINK_PATTERN, 'must be an http(s) address or a site path')),
  ),
  mediaAlt: z.optional(z.string().check(z.maxLength(300, 'must be at most 300 characters'))),
  link: z.optional(z.string().check(z.regex(FEED_LINK_PATTERN, 'must be an http(s) address'))),
  postedAt: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'must be an ISO date'),
    z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date'),
  ),
});
export type FeedPostInput = z.output<typeof feedPostInputSchema>;

const nextPostIndex = z.pipe(
  z.string('is required').check(z.regex(/^\d{1,9}$/, 'must be a whole number from 0')),
  z
    .transform(Number)
    .check(z.refine((value) => value <= MAX_FEED_INDEX, `must be at most ${MAX_FEED_INDEX}`)),
);
const widgetId = z.pipe(
  z.string('is required').check(z.regex(/^[1-9]\d{0,9}$/, 'must be a feed widget id')),
  z.transform(Number).check(z.refine((value) => value <= MAX_FEED_WIDGET_ID, 'must be a feed widget id')),
);

/**
 * `wpr_load_more_settings`: the original posts the widget's whole settings as JSON; only its
 * `widget_id` is read (every other setting comes from the stored widget). At most 4,000 characters.
 */
const loadMoreSettings = z.pipe(
  z.string('is required').check(z.maxLength(4000, 'must be at most 4000 characters')),
  z.transform((value, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    const id = (parsed as { widget_id?: unknown } | null)?.widget_id;
    const idText = typeof id === 'number' ? String(id) : id;
    if (typeof idText !== 'string' || !/^[1-9]\d{0,9}$/.test(idText) || Number(idText) > MAX_FEED_WIDGET_ID) {
      context.issues.push({ code: 'custom', input: value, message: 'must be JSON with a feed widget_id' });
      return z.NEVER;
    }
    return Number(idText);
  }),
);

/** spec 001 §7 `wpr_load_more_tweets` fields besides the nonce. */
export const loadMoreTweetsRequestSchema = z.object({
  wpr_load_more_settings: loadMoreSettings,
  next_post_index: nextPostIndex,
});

/**
 * spec 001 §7 `wpr_load_more_instagram_posts` fields besides the nonce: the widget is named by
 * `wpr_insta_feed_widget_id`; `wpr_load_more_settings` is optional here and never read for settings.
 */
export const loadMoreInstagramRequestSchema = z.object({
  wpr_load_more_settings: z.optional(z.string().check(z.maxLength(4000, 'must be at most 4000 characters'))),
  wpr_insta_feed_widget_id: widgetId,
  next_post_index: nextPostIndex,
});

/** The marker at the end of an answer's HTML when no post follows it. */
export const FEED_END_MARKER = '<div data-slot="feed-end" hidden></div>';

/** `<div data-widget="social-feed">`: a stored feed, rendered by the server and hydrated. */
export const socialFeedAttributesSchema = z.object({
  /** `data-feed-id`: the stored feed widget's id. */
  feedId: widgetId,
  /** `data-layout`: the stored layout, written by the server so the loader knows when to start. */
  layout: z.optional(z.enum(FEED_LAYOUTS, `must be one of: ${FEED_LAYOUTS.join(', ')}`)),
  /**
   * `data-autoplay`: `yes` when the stored carousel moves by itself, written by the server so the loader
   * starts it as it comes into view; default no.
   */
  autoplay: z.optional(
    z.pipe(
      z.enum(['yes', 'no'], 'must be one of: yes, no'),
      z.transform((value) => value === 'yes'),
    ),
  ),
});

/**
 * `<div data-widget="social-facebook">`: a Facebook page plugin behind a consent placeholder. The SDK
 * (`data-sdk-url`, the server's FACEBOOK_SDK_URL) is requested only after the visitor agrees.
 */
export const socialFacebookAttributesSchema = z.object({
  /** `data-sdk-url`: the SDK script's https address. */
  sdkUrl: z
    .string()
    .check(
      z.regex(
        /^https:\/\/[^\s"<>]{1,500}$|^\/(?!\/)[^\s"<>]{0,500}$/i,
        'must be an https address or a site path',
      ),
    ),
  /** `data-page-url`: the Facebook page shown (http(s)). */
  pageUrl: z.string().check(z.regex(FEED_LINK_PATTERN, 'must be an http(s) address')),
  /** `data-app-id`: the Facebook app id; default none. */
  appId: z.optional(z.string().check(z.regex(/^\d{1,20}$/, 'must be digits'))),
});

/** One post as a feed shows it (server props and the answer's HTML are made from it). */
export interface FeedPostView {
  id: number;
  author: string;
  /** Without the `@`; '' when none. */
  handle: string;
  text: string;
  /** '' when the post has no picture. */
  mediaUrl: string;
  mediaAlt: string;
  /** An http(s) address, or '' (a stored link of any other scheme is dropped before it gets here). */
  link: string;
  postedAt: string;
}
