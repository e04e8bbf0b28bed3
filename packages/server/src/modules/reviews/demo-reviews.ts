import type { NewReview } from './review-record.ts';

// Temporary: replaced by the full deterministic demo set.
export const DEMO_REVIEWS: NewReview[] = Array.from({ length: 20 }, (_, i) => ({
  platform: ['Google', 'Facebook', 'Yelp'][i % 3] ?? 'Google',
  reviewerName: `Guest ${i + 1}`,
  rating: (i % 5) + 1,
  title: `Visit ${i + 1}`,
  text: `Review text ${i + 1}`,
  language: 'en',
  createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
}));
