import type { ReviewAggregate } from '@site-widgets/contract/reviews/load-more.ts';

export interface StructuredDataOptions {
  /** `Product` by default: self-serving LocalBusiness/Organization reviews are not eligible for rich results. */
  type?: 'Product' | 'LocalBusiness' | 'Organization';
  /** The name of the thing reviewed. */
  name: string;
}

/** The average as the banner and the badge print it (one decimal), so the markup says what is seen. */
export function shownAverage(aggregate: ReviewAggregate): number {
  return Number(aggregate.average.toFixed(1));
}

/**
 * schema.org JSON-LD for an aggregate rating, made only of the numbers a visitor sees beside it (the
 * source banner or a badge): the average as printed and the review count as printed. Search engines
 * require the rating in markup to be visible on the page, so a widget that does not print both numbers
 * carries none. Undefined when no review is rated (an aggregate of nothing is not valid markup).
 */
export function aggregateRatingJsonLd(
  options: StructuredDataOptions,
  aggregate: ReviewAggregate,
  total: number,
): object | undefined {
  if (aggregate.ratedCount < 1 || total < 1) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': options.type ?? 'Product',
    name: options.name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: shownAverage(aggregate),
      bestRating: 5,
      worstRating: 1,
      reviewCount: total,
    },
  };
}
