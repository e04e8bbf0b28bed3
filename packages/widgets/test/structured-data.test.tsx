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
  it('is a Product by default with the average as printed (one decimal) and the count printed', () => {
    expect(
      aggregateRatingJsonLd({ name: 'Harbour & Hearth' }, { ratedCount: 40, average: 4.2352 }, 43),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Harbour & Hearth',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.2,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 43,
      },
    });
  });

  it('is left out when no review is rated', () => {
    expect(aggregateRatingJsonLd({ name: 'x' }, { ratedCount: 0, average: 0 }, 3)).toBeUndefined();
  });

  it('follows a list that shows the banner, escaped, and can be switched off', () => {
    const props = {
      settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'button' as const, banner: true },
      initial: { reviews: [review], hasMore: false, totalInDb: 1, aggregate: { ratedCount: 1, average: 5 } },
    };
    const on = renderReviewListWidget(props, { name: '</script><script>alert(1)</script>' });
    const jsonLd = on.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(jsonLd).name).toBe('</script><script>alert(1)</script>');
    expect(on).not.toContain('<script>alert(1)');
    expect(renderReviewListWidget(props, false)).not.toContain('application/ld+json');
  });

  it('is left out of a list without the banner, which shows neither the average nor the count', () => {
    const props = {
      settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'button' as const },
      initial: { reviews: [review], hasMore: false, totalInDb: 1, aggregate: { ratedCount: 1, average: 5 } },
    };
    expect(renderReviewListWidget(props, { name: 'Harbour & Hearth' })).not.toContain('application/ld+json');
  });
});
