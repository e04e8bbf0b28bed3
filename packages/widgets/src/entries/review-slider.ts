// `@site-widgets/widgets/review-slider`: the review slider alone (scripts/build-packages.mjs).
export {
  ReviewSlider,
  type ReviewSliderProps,
  type ReviewSliderSettings,
} from '../reviews/review-slider/ReviewSlider.tsx';
export { PostContext } from '../runtime/post-context.ts';
export { SiteWidgetsProvider, type SiteWidgetsProviderProps } from '../runtime/provider.tsx';
