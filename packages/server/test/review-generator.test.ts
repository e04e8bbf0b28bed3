import { describe, expect, it } from 'vitest';
import { createRandom, generateReviews } from '../src/modules/reviews/review-generator.ts';
import { countWords } from '../src/modules/reviews/review-record.ts';

describe('createRandom', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    const first = createRandom(42);
    const second = createRandom(42);
    for (let i = 0; i < 1000; i += 1) {
      const value = first();
      expect(second()).toBe(value);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('generateReviews', () => {
  it('yields exactly the requested count', () => {
    expect([...generateReviews(0)]).toHaveLength(0);
    expect([...generateReviews(1)]).toHaveLength(1);
    expect([...generateReviews(1234)]).toHaveLength(1234);
  });

  it('yields the same reviews for the same seed', () => {
    expect([...generateReviews(500, 7)]).toEqual([...generateReviews(500, 7)]);
  });

  it('yields different reviews for another seed', () => {
    expect([...generateReviews(50, 1)]).not.toEqual([...generateReviews(50, 2)]);
  });

  it('yields a prefix of the longer run for a shorter count', () => {
    expect([...generateReviews(100, 3)]).toEqual([...generateReviews(200, 3)].slice(0, 100));
  });

  it('yields valid fields', () => {
    for (const review of generateReviews(5000, 11)) {
      if (review.rating === null) expect(review.recommendation).toMatch(/^(positive|negative)$/);
      else expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(['en', 'de', 'fr']).toContain(review.language);
      expect(review.reviewerName.trim()).not.toBe('');
      expect(review.platform).toMatch(/^(Google|Facebook|Yelp|TripAdvisor|Submitted)$/);
      expect(countWords(review.text ?? '')).toBeLessThanOrEqual(120);
      expect(Number.isNaN(review.createdAt.getTime())).toBe(false);
    }
  });

  it('mixes languages, unrated recommendations, hidden reviews and empty texts', () => {
    const reviews = [...generateReviews(20_000, 5)];
    const share = (test: (review: (typeof reviews)[number]) => boolean) =>
      reviews.filter(test).length / reviews.length;
    expect(share((review) => review.language === 'en')).toBeGreaterThan(0.7);
    expect(share((review) => review.language === 'de')).toBeGreaterThan(0.05);
    expect(share((review) => review.language === 'fr')).toBeGreaterThan(0.05);
    expect(share((review) => review.rating === null)).toBeCloseTo(0.05, 1);
    expect(share((review) => review.hidden === true)).toBeCloseTo(0.03, 1);
    expect(share((review) => !review.text)).toBeGreaterThan(0.02);
    expect(share((review) => countWords(review.text ?? '') > 60)).toBeGreaterThan(0.02);
    expect(new Set(reviews.map((review) => review.pageId)).size).toBeGreaterThan(1);
  });

  it('spreads dates over five years', () => {
    const years = new Set([...generateReviews(5000, 9)].map((review) => review.createdAt.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(5);
  });
});
