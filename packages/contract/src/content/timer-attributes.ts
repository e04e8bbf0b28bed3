import * as z from 'zod/mini';

/**
 * Data attributes of the content widgets that count, move or follow the scroll (issue 16, task T5;
 * spec 001 §3 "Countdown", "Progress bar options", §4 "Other widgets", §9 "Add-on widgets"), read
 * from `element.dataset`. docs/embed.md is tested against these schemas.
 */

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );

/**
 * An optional attribute with a default: `z._default` around a pipe does not mark the attribute optional
 * for docs/embed.md's check, so the default is applied after `z.optional`.
 */
function withDefault<S extends z.ZodMiniType>(schema: S, value: z.output<S>) {
  return z.pipe(
    z.optional(schema),
    z.transform((given: z.output<S> | undefined): z.output<S> => given ?? value),
  );
}

const label = z.string().check(z.minLength(1), z.maxLength(200, 'must be at most 200 characters'));

/** A widget id the site owner gives (storage keys and server settings are per widget id). */
const widgetId = z
  .string()
  .check(z.regex(/^[A-Za-z][\w-]{0,63}$/, 'must be an id (a letter, then letters, digits, _ or -)'));

/** spec 001 §3: what a countdown does at zero. */
export const COUNTDOWN_ACTIONS = [
  'hide-timer',
  'hide-element',
  'message',
  'redirect',
  'load-template',
] as const;
export type CountdownAction = (typeof COUNTDOWN_ACTIONS)[number];

const countdownActions = z.pipe(
  z.string().check(z.maxLength(200, 'must be at most 200 characters')),
  z.transform((text, context) => {
    const names = text.split(/[\s,]+/).filter(Boolean);
    const unknown = names.find((name) => !(COUNTDOWN_ACTIONS as readonly string[]).includes(name));
    if (unknown !== undefined) {
      context.issues.push({
        code: 'custom',
        input: text,
        message: `must list actions among: ${COUNTDOWN_ACTIONS.join(', ')}`,
      });
      return z.NEVER;
    }
    return [...new Set(names)] as CountdownAction[];
  }),
);

/** An ISO 8601 date and time with an offset (`2026-12-05T18:00:00Z`), as milliseconds since 1970. */
const timestamp = z.pipe(
  z
    .string()
    .check(
      z.regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
        'must be a date and time with an offset (2026-12-05T18:00:00Z)',
      ),
    ),
  z.transform((text, context) => {
    const time = Date.parse(text);
    if (Number.isNaN(time)) {
      context.issues.push({ code: 'custom', input: text, message: 'must be a real date' });
      return z.NEVER;
    }
    return time;
  }),
);

/**
 * `<div data-widget="content-countdown">`: days, hours, minutes and seconds to a moment, ticking each
 * second; at zero it runs its actions (never in the editor).
 */
export const countdownAttributesSchema = z
  .object({
    /** `data-countdown-id`: the widget's id; an evergreen timer is stored in local storage under it. Required. */
    countdownId: widgetId,
    /** `data-type`: `evergreen` (a period from the visitor's first view) or `fixed` (a moment). Required. */
    type: z.enum(['evergreen', 'fixed'], 'must be one of: evergreen, fixed'),
    /** `data-interval`: an evergreen timer's length in seconds, 1–31,536,000. */
    interval: z.optional(wholeNumber(1, 31_536_000)),
    /** `data-ends-at`: a fixed timer's end, ISO 8601 with an offset. */
    endsAt: z.optional(timestamp),
    /** `data-show-again`: seconds after an evergreen timer ended before it starts again; default never. */
    showAgain: z.optional(wholeNumber(0, 31_536_000)),
    /** `data-actions`: what happens at zero, a list of hide-timer, hide-element, message, redirect, load-template; default none. */
    actions: withDefault(countdownActions, []),
    /** `data-redirect-url`: where `redirect` goes (followed only when http or https). */
    redirectUrl: z.optional(z.string().check(z.maxLength(2048, 'must be at most 2048 characters'))),
    /** `data-template`: the id of a `<template>` whose content `load-template` shows. */
    template: z.optional(widgetId),
    /** `data-label`: the timer's accessible name; default `Countdown`. */
    label: z.optional(label),
  })
  .check(
    z.refine((value) => value.type !== 'evergreen' || value.interval !== undefined, {
      message: 'is required for an evergreen timer',
      path: ['interval'],
    }),
    z.refine((value) => value.type !== 'fixed' || value.endsAt !== undefined, {
      message: 'is required for a fixed timer',
      path: ['endsAt'],
    }),
  );

/** `<div data-widget="content-progress">`: a progress bar or counter that runs when scrolled into view. */
export const progressAttributesSchema = z.object({
  /** `data-layout`: `bar` (a bar and its percentage) or `counter` (a number); default `bar`. */
  layout: withDefault(z.enum(['bar', 'counter'], 'must be one of: bar, counter'), 'bar'),
  /** `data-label`: what is measured (shown, and the accessible name). Required. */
  label,
  /** `data-counter-value`: the number a counter counts up to, 0–1,000,000,000; default 100. */
  counterValue: withDefault(wholeNumber(0, 1_000_000_000), 100),
  /** `data-percent`: how full the bar ends, 0–100; default 100. */
  percent: withDefault(wholeNumber(0, 100), 100),
  /** `data-anim-duration`: ms the count takes, 0–60,000; default 1500. */
  animDuration: withDefault(wholeNumber(0, 60_000), 1500),
  /** `data-anim-delay`: ms before it starts once in view, 0–60,000; default 0. */
  animDelay: withDefault(wholeNumber(0, 60_000), 0),
  /** `data-loop`: `yes` counts again and again (with a pause button); default `no`. */
  loop: withDefault(yesOrNo, false),
  /** `data-loop-delay`: ms between two runs of a loop, 0–60,000; default 1000. */
  loopDelay: withDefault(wholeNumber(0, 60_000), 1000),
  /** `data-separator`: `yes` writes thousands with a comma (12,500); default `no`. */
  separator: withDefault(yesOrNo, false),
  /** `data-suffix`: text after a counter's number (`+`, ` cups`), at most 20 characters; default none. */
  suffix: z.optional(z.string().check(z.maxLength(20, 'must be at most 20 characters'))),
});

/** `<h2 data-widget="content-animated-text">`: a heading whose one word changes (typed or rotated). */
export const animatedTextAttributesSchema = z.object({
  /** `data-words`: the words that take turns, separated by `|` (2–10, each at most 60 characters). Required. */
  words: z.pipe(
    z.string().check(z.maxLength(700, 'must be at most 700 characters')),
    z.transform((text, context) => {
      const words = text
        .split('|')
        .map((word) => word.trim())
        .filter(Boolean);
      if (words.length < 2 || words.length > 10 || words.some((word) => word.length > 60)) {
        context.issues.push({
          code: 'custom',
          input: text,
          message: 'must be 2–10 words of at most 60 characters, separated by |',
        });
        return z.NEVER;
      }
      return words;
    }),
  ),
  /** `data-before`: the text before the changing word; default none. */
  before: withDefault(z.string().check(z.maxLength(200, 'must be at most 200 characters')), ''),
  /** `data-after`: the text after it; default none. */
  after: withDefault(z.string().check(z.maxLength(200, 'must be at most 200 characters')), ''),
  /** `data-effect`: `typing` (erased and typed letter by letter) or `rotate` (the next word slides in); default `typing`. */
  effect: withDefault(z.enum(['typing', 'rotate'], 'must be one of: typing, rotate'), 'typing'),
  /** `data-hold`: ms a word stays, 1000–20,000; default 2500. */
  hold: withDefault(wholeNumber(1000, 20_000), 2500),
});

/** `<h2 data-widget="content-animated-headline">`: a heading with one phrase marked by a drawn shape. */
export const animatedHeadlineAttributesSchema = z.object({
  /** `data-shape`: `underline`, `circle` or `strike`, drawn once when the heading comes into view; default `underline`. */
  shape: withDefault(
    z.enum(['underline', 'circle', 'strike'], 'must be one of: underline, circle, strike'),
    'underline',
  ),
});

/** `<div data-widget="content-ticker">`: headlines shown one at a time, with pause, previous and next. */
export const tickerAttributesSchema = z.object({
  /** `data-label`: the ticker's heading and accessible name; default `Latest`. */
  label: z.optional(label),
  /** `data-interval`: ms each headline shows, 2000–30,000; default 4000. */
  interval: withDefault(wholeNumber(2000, 30_000), 4000),
});

/** `<div data-widget="content-reading-progress">`: a bar along the top of the window showing how far the reader is. */
export const readingProgressAttributesSchema = z.object({
  /** `data-target`: the id of the article measured; default the whole page. */
  target: z.optional(widgetId),
});

/** `<div data-widget="content-video-playlist">`: a video player with its playlist; titles come from the provider. */
export const videoPlaylistAttributesSchema = z.object({
  /** `data-playlist-id`: the playlist's id; its videos are the site owner's settings on the server. Required. */
  playlistId: widgetId,
});

/** `<div data-widget="content-lottie">`: a Lottie animation, played or following the scroll. */
export const lottieAttributesSchema = z.object({
  /** `data-src`: the animation's JSON, a site-relative or http(s) address. Required. */
  src: z
    .string()
    .check(
      z.maxLength(2048, 'must be at most 2048 characters'),
      z.regex(/^(?:https?:\/\/|\/(?!\/))[^\s"'<>\\]*$/i, 'must be an http(s) or site-relative address'),
    ),
  /** `data-label`: what the animation shows (its text alternative). Required. */
  label,
  /** `data-mode`: `autoplay` (plays, with a pause button) or `scroll` (4000 ms of it follow the page's scroll); default `autoplay`. */
  mode: withDefault(z.enum(['autoplay', 'scroll'], 'must be one of: autoplay, scroll'), 'autoplay'),
  /** `data-loop`: `yes` plays again from the start; default `yes`. */
  loop: withDefault(yesOrNo, true),
  /** `data-width`: the reserved width in px, 16–2000. Required. */
  width: wholeNumber(16, 2000),
  /** `data-height`: the reserved height in px, 16–2000. Required. */
  height: wholeNumber(16, 2000),
});

export type CountdownAttributes = z.output<typeof countdownAttributesSchema>;
export type ProgressAttributes = z.output<typeof progressAttributesSchema>;
export type AnimatedTextAttributes = z.output<typeof animatedTextAttributesSchema>;
export type AnimatedHeadlineAttributes = z.output<typeof animatedHeadlineAttributesSchema>;
export type TickerAttributes = z.output<typeof tickerAttributesSchema>;
export type ReadingProgressAttributes = z.output<typeof readingProgressAttributesSchema>;
export type VideoPlaylistAttributes = z.output<typeof videoPlaylistAttributesSchema>;
export type LottieAttributes = z.output<typeof lottieAttributesSchema>;
