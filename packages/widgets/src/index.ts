export { ReviewCard } from './reviews/review-card/ReviewCard.tsx';
export { ReviewRows } from './reviews/review-card/ReviewRows.tsx';
export {
  ReviewList,
  type ReviewListProps,
  type ReviewListSettings,
} from './reviews/review-list/ReviewList.tsx';
export { PostContext } from './runtime/post-context.ts';
export type { WidgetModule } from './runtime/widget-module.ts';
