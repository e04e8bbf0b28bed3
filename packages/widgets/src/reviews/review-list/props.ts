import type { LoadMoreResponse } from '@site-widgets/contract/reviews/load-more.ts';
import type { ReviewListAttributes } from '@site-widgets/contract/reviews/review-list-attributes.ts';
import type { ReviewListProps } from './ReviewList.tsx';

/** The load-more fields that ask for a list's first page (the template's page unless the attributes say). */
export function reviewListFirstPageFields(
  attributes: ReviewListAttributes,
  pageId: number,
): Record<string, string> {
  return {
    revid: String(attributes.template),
    perrow: attributes.perRow === undefined ? '' : String(attributes.perRow),
    nrows: attributes.rows === undefined ? '' : String(attributes.rows),
    cpostid: String(pageId),
  };
}

/** The list's props from its parsed attributes and the server's first page. */
export function reviewListProps(attributes: ReviewListAttributes, answer: LoadMoreResponse): ReviewListProps {
  const perRow = attributes.perRow ?? 1;
  return {
    settings: {
      templateId: attributes.template,
      perRow,
      rows: Math.max(1, Math.round(answer.reviewsperpage / perRow)),
      loadMore: attributes.loadMore ?? 'button',
      heading: attributes.heading,
      controls: attributes.controls,
      banner: attributes.banner,
      readMore: attributes.readMore,
      layout: attributes.layout,
    },
    initial: {
      reviews: answer.reviews,
      hasMore: answer.hideldbtn !== 'yes',
      totalInDb: answer.totalreviewsindb,
      aggregate: answer.aggregate,
      facets: answer.facets,
    },
  };
}
