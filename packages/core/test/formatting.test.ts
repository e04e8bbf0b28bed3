import { describe, expect, it } from 'vitest';
import { formatReviewDate } from '../src/format/review-date.ts';
import { chunkIntoRows, formatIdList } from '../src/reviews/rows.ts';
import { initialsOf, ratingLabel } from '../src/reviews/stars.ts';

describe('review formatting', () => {
  it('writes dates in UTC as day, month name and year', () => {
    expect(formatReviewDate('2025-03-12T23:30:00.000Z')).toBe('12 March 2025');
    expect(formatReviewDate('2024-12-31T23:59:59.999Z')).toBe('31 December 2024');
  });

  it('writes nothing for an unreadable date', () => {
    expect(formatReviewDate('not a date')).toBe('');
  });

  it('splits reviews into rows of the given width, the last one short', () => {
    expect(chunkIntoRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkIntoRows([1, 2], 0)).toEqual([[1], [2]]);
  });

  it('joins shown ids for notinstring', () => {
    expect(formatIdList([3, 1, 2])).toBe('3,1,2');
    expect(formatIdList([])).toBe('');
  });

  it('takes initials from the first two words, whatever the script', () => {
    expect(initialsOf('jean-luc picard')).toBe('JP');
    expect(initialsOf('Émilie')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });

  it('names a rating for screen readers', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
