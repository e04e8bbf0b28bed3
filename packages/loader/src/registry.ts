import type { WidgetModule } from '@site-widgets/widgets';

/**
 * Every widget the loader knows, by its `data-widget` name. Each is its own chunk, fetched only when an
 * element that needs it nears the viewport.
 */
export const WIDGETS: Record<string, () => Promise<WidgetModule>> = {
  'review-list': () => import('@site-widgets/widgets/reviews/review-list/widget.tsx'),
  'review-carousel': () => import('@site-widgets/widgets/reviews/review-carousel/widget.tsx'),
  'review-slider': () => import('@site-widgets/widgets/reviews/review-slider/widget.tsx'),
};
