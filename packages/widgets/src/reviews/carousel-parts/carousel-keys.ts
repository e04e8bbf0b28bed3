import type { KeyboardEvent } from 'react';

/** Marks each slide, so keys pressed inside a slide's own content are left to it. */
export const SLIDE_SLOT = 'slide';

/**
 * Left/Right move the slides while focus is on the carousel's own controls or the carousel itself.
 * Inside a slide (a read-more button, a link) the keys are left alone, so moving slides never hides the
 * focused element. Focus itself never moves.
 */
export function onCarouselKeyDown(
  event: KeyboardEvent<HTMLElement>,
  actions: { previous: () => void; next: () => void },
): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const target = event.target as Element;
  if (target.closest(`[data-slot="${SLIDE_SLOT}"]`)) return;
  event.preventDefault();
  if (event.key === 'ArrowLeft') actions.previous();
  else actions.next();
}
