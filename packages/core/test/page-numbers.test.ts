import { describe, expect, it } from 'vitest';
import { type PageItem, pageNumbersAround } from '../src/reviews/page-numbers.ts';

const show = (items: PageItem[]) =>
  items
    .map((item) => {
      if (item.kind === 'previous') return '‹';
      if (item.kind === 'next') return '›';
      if (item.kind === 'dots') return '…';
      return item.current ? `[${item.page}]` : String(item.page);
    })
    .join(' ');

describe('the page-number bar', () => {
  it('shows first, last, current ± 1 and dots for the gaps', () => {
    expect(show(pageNumbersAround(6, 12))).toBe('‹ 1 … 5 [6] 7 … 12 ›');
  });

  it('has no previous on the first page and no next on the last', () => {
    expect(show(pageNumbersAround(1, 9))).toBe('[1] 2 … 9 ›');
    expect(show(pageNumbersAround(9, 9))).toBe('‹ 1 … 8 [9]');
  });

  it('shows a single hidden page instead of dots', () => {
    expect(show(pageNumbersAround(4, 9))).toBe('‹ 1 2 3 [4] 5 … 9 ›');
  });

  it('shows every page of a short list', () => {
    expect(show(pageNumbersAround(2, 3))).toBe('‹ 1 [2] 3 ›');
  });

  it('shows nothing for a single page', () => {
    expect(pageNumbersAround(1, 1)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(show(pageNumbersAround(50, 4))).toBe('‹ 1 2 3 [4]');
  });
});
