import type { ReviewAggregate } from '@site-widgets/contract';

export interface StructuredDataOptions {
  /** `Product` by default: self-serving LocalBusiness/Organization reviews are not eligible for rich results. */
  type?: 'Product' | 'LocalBusiness' | 'Organization';
  /** The name of the thing reviewed. */
  name: string;
}

/**
 * schema.org JSON-LD for a list's aggregate rating, built from the same numbers the list shows: the
 * average of its rated reviews, how many were rated, and how many reviews it holds. Undefined when no
 * review is rated (an aggregate of nothing is not valid markup).
 */
export function aggregateRatingJsonLd(
  options: StructuredDataOptions,
  aggregate: ReviewAggregate,
  total: number,
): object | undefined {
  if (aggregate.ratedCount < 1) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': options.type ?? 'Product',
    name: options.name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: aggregate.average,
      bestRating: 5,
      worstRating: 1,
      ratingCount: aggregate.ratedCount,
      reviewCount: total,
    },
  };
}
