import { reviewListAttributesSchema } from '@site-widgets/contract/reviews/review-list-attributes.ts';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { useFirstPage } from '../../runtime/use-first-page.ts';
import { reviewListFirstPageFields, reviewListProps } from './props.ts';
import { ReviewList } from './ReviewList.tsx';

/** The attributes of docs/embed.md as props (`perRow="3"` for `data-per-row="3"`), plus the React-only ones. */
export type ReviewListWidgetProps = z.input<typeof reviewListAttributesSchema> & {
  /** The id of the page the list sits on, as `pageId` in the page variables; default 0. */
  pageId?: number;
  /** Shown while the first page loads and when it cannot; default nothing. */
  fallback?: ReactNode;
};

/**
 * The review list for React apps: fetches its first page from the server of the enclosing
 * SiteWidgetsProvider, then renders ReviewList, as `<div data-widget="review-list">` does with the loader.
 */
export function ReviewListWidget({ pageId = 0, fallback = null, ...attributes }: ReviewListWidgetProps) {
  const state = useFirstPage({
    widget: 'review-list',
    schema: reviewListAttributesSchema,
    attributes,
    fields: (parsed) => reviewListFirstPageFields(parsed, pageId),
    props: reviewListProps,
  });
  return state.status === 'ready' ? <ReviewList {...state.props} /> : fallback;
}
