import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stars } from '../src/reviews/review-card/Stars.tsx';

afterEach(cleanup);

/** The filled state of each star, in order. */
function filled(container: HTMLElement): boolean[] {
  return [...container.querySelectorAll('.sw-star')].map(
    (star) => star.getAttribute('data-filled') === 'true',
  );
}

describe('a rating’s stars', () => {
  it('are one image of five stars, named by the rating (issue 10: one SVG, not five)', () => {
    const { container } = render(<Stars rating={3} recommendation={null} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/3/);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelectorAll('svg > path.sw-star')).toHaveLength(5);
    expect(filled(container)).toEqual([true, true, true, false, false]);
  });

  it('fill only whole stars for a rating between two', () => {
    const { container } = render(<Stars rating={4.5} recommendation={null} />);
    expect(filled(container)).toEqual([true, true, true, true, false]);
  });

  it('stand side by side in the path data, not by transforms a host page could override', () => {
    const { container } = render(<Stars rating={5} recommendation={null} />);
    const paths = [...container.querySelectorAll('path')];
    expect(paths.every((path) => !path.hasAttribute('transform'))).toBe(true);
    const starts = paths.map((path) => Number(/^M([\d.]+)/.exec(path.getAttribute('d') ?? '')?.[1]));
    // 18 px stars 2 px apart at 0.9 px per unit: each starts 22.22 units after the one before.
    expect(
      starts.slice(1).map((start, index) => Math.round((start - (starts[index] ?? 0)) * 100) / 100),
    ).toEqual([22.22, 22.22, 22.23, 22.22]);
  });

  it('give way to a recommendation badge for an unrated review', () => {
    const { container } = render(<Stars rating={null} recommendation="positive" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.sw-recommendation')?.getAttribute('data-recommendation')).toBe(
      'positive',
    );
  });
});
