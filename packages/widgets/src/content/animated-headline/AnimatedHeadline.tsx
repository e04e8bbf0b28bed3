import type { AnimatedHeadlineAttributes } from '@site-widgets/contract/content/timer-attributes.ts';

export interface AnimatedHeadlineProps {
  shape: AnimatedHeadlineAttributes['shape'];
  before: string;
  highlight: string;
  after: string;
}

/** The drawn shapes, in a 200 × 40 box stretched over the highlighted phrase. */
export const HEADLINE_PATHS: Record<AnimatedHeadlineProps['shape'], string> = {
  underline: 'M4 34 C 50 28, 120 40, 196 30',
  circle: 'M100 4 C 30 2, 2 14, 6 24 C 12 38, 170 40, 194 22 C 200 8, 140 2, 80 6',
  strike: 'M4 22 C 60 18, 140 24, 196 19',
};

/**
 * The animated headline (the add-on's lazily loaded kind, spec 001 §1): a heading with one phrase marked
 * by a hand-drawn line, drawn once when the heading comes into view (under a second, so it needs no pause;
 * not at all under reduced motion). Without JavaScript the line is simply there.
 */
export function AnimatedHeadline({ shape, before, highlight, after }: AnimatedHeadlineProps) {
  return (
    <h2 className="sw-animated-headline" data-shape={shape}>
      {before && `${before} `}
      <span className="sw-animated-headline__mark" data-slot="highlight">
        {highlight}
        <svg viewBox="0 0 200 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d={HEADLINE_PATHS[shape]} pathLength={1} />
        </svg>
      </span>
      {after && ` ${after}`}
    </h2>
  );
}
