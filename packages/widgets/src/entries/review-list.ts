// `@site-widgets/widgets/review-list`: the review list alone (scripts/build-packages.mjs).
export {
  ReviewList,
  type ReviewListProps,
  type ReviewListSettings,
} from '../reviews/review-list/ReviewList.tsx';
export { ReviewListWidget, type ReviewListWidgetProps } from '../reviews/review-list/ReviewListWidget.tsx';
export { PostContext } from '../runtime/post-context.ts';
export { SiteWidgetsProvider, type SiteWidgetsProviderProps } from '../runtime/provider.tsx';
