import * as z from 'zod/mini';
import { wholeNumber, yesOrNo } from '../attribute-values.ts';

/**
 * Data attributes of the page-builder behaviours of issue 14 (spec 001 §3 "Sticky and motion
 * settings", §2 one-page navigation, off-canvas), read from `element.dataset`. docs/embed.md is tested
 * against these schemas.
 */

/** spec 001 §9 device names, by the breakpoints 768, 881, 1025, 1201, 1216, 4000 px. */
export const BUILDER_DEVICES = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
] as const;

/** A space- or comma-separated list of device names (`desktop laptop`). */
const deviceList = z.lazy(() =>
  z.pipe(
    z.string().check(z.maxLength(200, 'must be at most 200 characters')),
    z.transform((text, context) => {
      const names = text.split(/[\s,]+/).filter(Boolean);
      const unknown = names.find((name) => !(BUILDER_DEVICES as readonly string[]).includes(name));
      if (unknown !== undefined || names.length === 0) {
        context.issues.push({
          code: 'custom',
          input: text,
          message: `must list devices among: ${BUILDER_DEVICES.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(names)] as (typeof BUILDER_DEVICES)[number][];
    }),
  ),
);

const level = z.lazy(() => z._default(z.number().check(z.gte(0), z.lte(10)), 10));
const speed = z.lazy(() => z._default(z.number().check(z.gte(0), z.lte(10)), 4));
const percentRange = z.lazy(() =>
  z
    .object({ start: z.number().check(z.gte(0), z.lte(100)), end: z.number().check(z.gte(0), z.lte(100)) })
    .check(z.refine((range) => range.start <= range.end, 'start must not be after end')),
);
const rangeDirection = z.lazy(() =>
  z._default(z.enum(['out-in', 'out-in-out', 'in-out', 'in-out-in']), 'out-in'),
);
const signDirection = z.lazy(() => z._default(z.enum(['positive', 'negative']), 'positive'));
const affected = z.lazy(() => z._default(percentRange, { start: 0, end: 100 }));

/** One effect of `data-effects`; defaults as the page builder's (speed 4, range 20–80 %, whole passage). */
const motionEffectSchema = z.lazy(() =>
  z.discriminatedUnion('effect', [
    z.object({
      effect: z.enum(['translateY', 'translateX', 'rotateZ']),
      speed,
      direction: signDirection,
      affected,
    }),
    z.object({
      effect: z.literal('scale'),
      speed,
      direction: rangeDirection,
      range: z._default(percentRange, { start: 20, end: 80 }),
      affected,
    }),
    z.object({
      effect: z.enum(['opacity', 'blur']),
      level,
      direction: rangeDirection,
      range: z._default(percentRange, { start: 20, end: 80 }),
      affected,
    }),
    z.object({ effect: z.enum(['mouseTrack', 'tilt']), speed, direction: signDirection }),
  ]),
);

/** Up to 8 effects, as JSON text (`[{"effect":"translateY","speed":2}]`). */
const effectList = z.lazy(() =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(2000, 'must be at most 2000 characters')),
      z.transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.issues.push({ code: 'custom', input: text, message: 'must be a JSON list of effects' });
          return z.NEVER;
        }
      }),
    ),
    z
      .array(motionEffectSchema)
      .check(z.minLength(1, 'must list an effect'), z.maxLength(8, 'must list at most 8 effects')),
  ),
);

/** `<div data-widget="builder-motion">`: scrolling and mouse effects on the element (spec 001 §3, §9). */
export const builderMotionAttributesSchema = z.lazy(() =>
  z
    .object({
      /** `data-effects`: a JSON list of 1–8 effects (docs/embed.md lists their fields); default none. */
      effects: z.optional(effectList),
      /**
       * `data-background-speed`: 0–10; the element is its parent's background layer, taller by 10 × speed
       * per cent and moving through that extra height as the parent passes (spec 001 §9); default none.
       */
      backgroundSpeed: z.optional(
        z.pipe(
          z.string().check(z.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a number from 0 to 10')),
          z.transform(Number).check(z.refine((n) => n <= 10, 'must be a number from 0 to 10')),
        ),
      ),
      /** `data-devices`: the devices it moves on; default all. */
      devices: z.optional(deviceList),
    })
    .check(
      z.refine((value) => value.effects !== undefined || value.backgroundSpeed !== undefined, {
        message: 'is required (or data-background-speed)',
        path: ['effects'],
      }),
    ),
);

/** `<header data-widget="builder-sticky">`: a section that sticks to the viewport's top or bottom. */
export const builderStickyAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-sticky`: `top` or `bottom`; default top. */
    sticky: z.optional(z.enum(['top', 'bottom'], 'must be one of: top, bottom')),
    /** `data-sticky-on`: the devices it sticks on; default all. */
    stickyOn: z.optional(deviceList),
    /** `data-sticky-offset`: distance from the viewport's edge while stuck, 0–1000 px; default 0. */
    stickyOffset: z.optional(wholeNumber(0, 1000)),
    /** `data-sticky-effects-offset`: scroll (px, 0–100000) from which the effects state applies; default 0. */
    stickyEffectsOffset: z.optional(wholeNumber(0, 100_000)),
    /** `data-sticky-parent`: `yes` keeps it inside its parent element; default no. */
    stickyParent: z.optional(yesOrNo),
  }),
);

/** `<nav data-widget="builder-one-page-nav">`: `#anchor` links scroll smoothly; the spy marks the current one. */
export const builderOnePageNavAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-sticky-offset`: `yes` stops short by the first sticky section's height; default yes. */
    stickyOffset: z.optional(yesOrNo),
  }),
);

/** `<div data-widget="off-canvas">`: a trigger and a panel that opens over or beside the page. */
export const offCanvasAttributesSchema = z.lazy(() =>
  z.object({
    /** `data-entrance`: `cover` (over the page) or `push` (the page moves aside); default cover. */
    entrance: z.optional(z.enum(['cover', 'push'], 'must be one of: cover, push')),
    /** `data-animation`: `slide`, `grow` or `fade`; default slide. */
    animation: z.optional(z.enum(['slide', 'grow', 'fade'], 'must be one of: slide, grow, fade')),
    /** `data-side`: the edge it comes from, `start` or `end`; default start. */
    side: z.optional(z.enum(['start', 'end'], 'must be one of: start, end')),
  }),
);

export type BuilderMotionAttributes = z.output<typeof builderMotionAttributesSchema>;
export type BuilderStickyAttributes = z.output<typeof builderStickyAttributesSchema>;
export type OffCanvasAttributes = z.output<typeof offCanvasAttributesSchema>;
