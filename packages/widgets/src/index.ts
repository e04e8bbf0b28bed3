export { ReviewCard } from './reviews/review-card/ReviewCard.tsx';
export { ReviewRows } from './reviews/review-card/ReviewRows.tsx';
export {
  ReviewCarousel,
  type ReviewCarouselProps,
  type ReviewCarouselSettings,
} from './reviews/review-carousel/ReviewCarousel.tsx';
export {
  ReviewCarouselWidget,
  type ReviewCarouselWidgetProps,
} from './reviews/review-carousel/ReviewCarouselWidget.tsx';
export {
  ReviewList,
  type ReviewListProps,
  type ReviewListSettings,
} from './reviews/review-list/ReviewList.tsx';
export { ReviewListWidget, type ReviewListWidgetProps } from './reviews/review-list/ReviewListWidget.tsx';
export {
  ReviewSlider,
  type ReviewSliderProps,
  type ReviewSliderSettings,
} from './reviews/review-slider/ReviewSlider.tsx';
export { PostContext } from './runtime/post-context.ts';
export { SiteWidgetsProvider, type SiteWidgetsProviderProps } from './runtime/provider.tsx';
export type { WidgetModule } from './runtime/widget-module.ts';
