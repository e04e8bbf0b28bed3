import type { WidgetModule } from '@site-widgets/widgets';

/**
 * Every widget the loader knows, by its `data-widget` name. Each is its own chunk, fetched only when an
 * element that needs it nears the viewport (or at once, for the EAGER ones).
 */
export const WIDGETS: Record<string, () => Promise<WidgetModule>> = {
  'review-list': () => import('@site-widgets/widgets/reviews/review-list/widget.tsx'),
  'review-carousel': () => import('@site-widgets/widgets/reviews/review-carousel/widget.tsx'),
  'review-slider': () => import('@site-widgets/widgets/reviews/review-slider/widget.tsx'),
  'review-badge': () => import('@site-widgets/widgets/reviews/review-badge/widget.tsx'),
  'review-float': () => import('@site-widgets/widgets/reviews/review-float/widget.tsx'),
  'review-form': () => import('@site-widgets/widgets/reviews/review-form/widget.tsx'),
  // Embedded forms (issue 12). The form's own lazy chunks, gform-pagination and gform-conditional-logic,
  // load from inside this chunk only for forms that use them (FORM_CHUNKS below).
  form: () => import('@site-widgets/widgets/forms/form/widget.tsx'),
  // The marketing site around the widgets (issue 5): the page builder's feature chunks, by name.
  'site-nav': () => import('@site-widgets/widgets/site/nav/widget.tsx'),
  'site-back-to-top': () => import('@site-widgets/widgets/site/back-to-top/widget.tsx'),
  'site-chat': () => import('@site-widgets/widgets/site/chat/widget.tsx'),
  'site-lightbox': () => import('@site-widgets/widgets/site/lightbox/widget.ts'),
  'site-titles': () => import('@site-widgets/widgets/site/titles/widget.ts'),
  'site-images': () => import('@site-widgets/widgets/site/images/widget.ts'),
  'site-third-party-reviews': () => import('@site-widgets/widgets/site/third-party-reviews/widget.ts'),
  'site-analytics': () => import('@site-widgets/widgets/site/analytics/widget.ts'),
  'site-reveal': () => import('@site-widgets/widgets/site/reveal/widget.ts'),
};

/**
 * Widgets that start as soon as the page is ready, wherever their element is: page views are counted on
 * arrival, and the third-party script's 8 s are counted from DOMContentLoaded (spec 000 §7).
 */
export const EAGER_WIDGETS: ReadonlySet<string> = new Set(['site-analytics', 'site-third-party-reviews']);

/**
 * Widgets with no controls of their own (they fill titles, count pages, lazy-load or reveal): an
 * interaction inside one belongs to the widget or page around it, not to them.
 */
export const PASSIVE_WIDGETS: ReadonlySet<string> = new Set([
  'site-analytics',
  'site-titles',
  'site-images',
  'site-reveal',
  'site-third-party-reviews',
]);

/**
 * Lazy chunks of the `form` widget by their spec 001 §7 names (issue 12 §9): fetched by a form only when
 * it has more than one page or conditional rules, with the 120,000 ms chunk-loading time-out.
 */
export const FORM_CHUNKS: readonly string[] = ['gform-pagination', 'gform-conditional-logic'];
