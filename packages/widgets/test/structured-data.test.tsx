import type { ReviewView } from '@site-widgets/contract';
import { describe, expect, it } from 'vitest';
import { renderReviewListWidget } from '../src/reviews/review-list/server.tsx';
import { aggregateRatingJsonLd } from '../src/reviews/review-list/structured-data.ts';

const review: ReviewView = {
  id: 1,
  reviewerName: 'A',
  avatarUrl: null,
  rating: 5,
  recommendation: null,
  platform: 'Google',
  title: '',
  text: 'x',
  createdAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
  sourcePageName: '',
  permalink: null,
  companyName: '',
};

describe('JSON-LD aggregate rating', () => {
  it('is a Product by default with the numbers the list shows', () => {
    expect(aggregateRatingJsonLd({ name: 'Harbour & Hearth' }, { ratedCount: 40, average: 4.6 }, 43)).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Harbour & Hearth',
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.6,
          bestRating: 5,
          worstRating: 1,
          ratingCount: 40,
          reviewCount: 43,
        },
      },
    );
  });

  it('is left out when no review is rated', () => {
    expect(aggregateRatingJsonLd({ name: 'x' }, { ratedCount: 0, average: 0 }, 3)).toBeUndefined();
  });

  it('follows the widget in server-rendered markup, escaped, and can be switched off', () => {
    const props = {
      settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'button' as const },
      initial: { reviews: [review], hasMore: false, totalInDb: 1, aggregate: { ratedCount: 1, average: 5 } },
    };
    const on = renderReviewListWidget(props, { name: '</script><script>alert(1)</script>' });
    const jsonLd = on.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(jsonLd).name).toBe('</script><script>alert(1)</script>');
    expect(on).not.toContain('<script>alert(1)');
    expect(renderReviewListWidget(props, false)).not.toContain('application/ld+json');
  });
});
