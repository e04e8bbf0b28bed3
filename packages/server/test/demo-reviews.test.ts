import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_REVIEWS, DEMO_VISIBLE_COUNT } from '../src/modules/reviews/demo-reviews.ts';

const AVATARS_DIR = fileURLToPath(new URL('../../../site/public/avatars/', import.meta.url));
const AVATAR_PREFIX = '/site/avatars/';

function avatarUrls(): string[] {
  return DEMO_REVIEWS.flatMap((review) => (review.avatarUrl ? [review.avatarUrl] : []));
}

/** The demo's unshowable avatars: data URLs with no image in them (no request, no 404; issue 9). */
function isDeliberatelyBroken(url: string): boolean {
  return url.startsWith('data:');
}

describe('demo reviews', () => {
  it('has at least 64 reviews', () => {
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(64);
  });

  it('is written in English, German and French', () => {
    const languages = new Set(DEMO_REVIEWS.map((review) => review.language));
    expect([...languages].sort()).toEqual(['de', 'en', 'fr']);
    expect(DEMO_REVIEWS.filter((review) => review.language === 'de').length).toBeGreaterThanOrEqual(6);
    expect(DEMO_REVIEWS.filter((review) => review.language === 'fr').length).toBeGreaterThanOrEqual(6);
  });

  it('comes from every platform', () => {
    const platforms = new Set(DEMO_REVIEWS.map((review) => review.platform));
    expect([...platforms].sort()).toEqual(['Facebook', 'Google', 'Submitted', 'TripAdvisor', 'Yelp']);
  });

  it('rates on the 1–5 scale or recommends without a rating', () => {
    for (const review of DEMO_REVIEWS) {
      if (review.rating === null) expect(review.recommendation).toMatch(/^(positive|negative)$/);
      else expect([1, 2, 3, 4, 5]).toContain(review.rating);
    }
  });

  it('includes unrated recommendations', () => {
    const unrated = DEMO_REVIEWS.filter((review) => review.rating === null);
    expect(unrated.length).toBeGreaterThanOrEqual(3);
  });

  it('uses every star rating, mostly 4 and 5', () => {
    const rated = DEMO_REVIEWS.filter((review) => review.rating !== null);
    expect(new Set(rated.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    const high = rated.filter((review) => (review.rating ?? 0) >= 4).length;
    expect(high / rated.length).toBeGreaterThan(0.6);
  });

  it('includes hidden reviews, and DEMO_VISIBLE_COUNT excludes them', () => {
    const hidden = DEMO_REVIEWS.filter((review) => review.hidden).length;
    expect(hidden).toBeGreaterThanOrEqual(3);
    expect(DEMO_VISIBLE_COUNT).toBe(DEMO_REVIEWS.length - hidden);
  });

  it('includes rating-only reviews and long texts in paragraphs', () => {
    expect(DEMO_REVIEWS.some((review) => !review.text)).toBe(true);
    expect(DEMO_REVIEWS.some((review) => review.text?.includes('\n\n'))).toBe(true);
  });

  it('comes from both branches', () => {
    const pages = new Set(DEMO_REVIEWS.map((review) => review.pageId));
    expect([...pages].sort()).toEqual(['gunwharf', 'quay-street']);
  });

  it('has a distinct, valid createdAt for every review within 2024-01 to 2026-10', () => {
    const times = DEMO_REVIEWS.map((review) => review.createdAt.getTime());
    expect(new Set(times).size).toBe(DEMO_REVIEWS.length);
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(Date.UTC(2024, 0, 1));
      expect(time).toBeLessThan(Date.UTC(2026, 10, 1));
    }
  });

  it('points every working avatar at an SVG file that exists under site/public/avatars', () => {
    const working = avatarUrls().filter((url) => !isDeliberatelyBroken(url));
    expect(working.length).toBeGreaterThanOrEqual(30);
    for (const url of working) {
      expect(url.startsWith(AVATAR_PREFIX)).toBe(true);
      expect(fs.existsSync(AVATARS_DIR + url.slice(AVATAR_PREFIX.length)), url).toBe(true);
    }
  });

  it('has deliberately unshowable avatars that make no request: data URLs holding no image', () => {
    const broken = avatarUrls().filter(isDeliberatelyBroken);
    expect(broken.length).toBeGreaterThanOrEqual(2);
    for (const url of broken) {
      const [, base64 = ''] = /^data:image\/jpeg;base64,([A]+)$/.exec(url) ?? [];
      expect(base64.length, url).toBeGreaterThan(0);
      // No JPEG starts with zero bytes: the browser cannot decode it and shows the initials.
      expect(
        Buffer.from(base64, 'base64').every((byte) => byte === 0),
        url,
      ).toBe(true);
    }
  });

  it('ships small avatar SVGs with a size and a viewBox', () => {
    const files = fs.readdirSync(AVATARS_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBe(12);
    for (const file of files) {
      const svg = fs.readFileSync(AVATARS_DIR + file, 'utf8');
      expect(svg.length, file).toBeLessThan(1536);
      expect(svg, file).toMatch(/<svg [^>]*width="96" height="96" viewBox="0 0 96 96"/);
    }
  });
});
