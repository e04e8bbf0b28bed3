// `@site-widgets/widgets/review-carousel`: the review carousel alone (scripts/build-packages.mjs).
export {
  ReviewCarousel,
  type ReviewCarouselProps,
  type ReviewCarouselSettings,
} from '../reviews/review-carousel/ReviewCarousel.tsx';
export {
  ReviewCarouselWidget,
  type ReviewCarouselWidgetProps,
} from '../reviews/review-carousel/ReviewCarouselWidget.tsx';
export { PostContext } from '../runtime/post-context.ts';
export { SiteWidgetsProvider, type SiteWidgetsProviderProps } from '../runtime/provider.tsx';
