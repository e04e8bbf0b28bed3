/**
 * spec 000 §4: a scroll-in animation runs once, when the element first enters the viewport. Content is
 * never hidden before this runs: an element that is on screen (or above it) when the script starts stays
 * as it is, and under reduced motion nothing animates.
 */
export function revealPlan(
  rect: { top: number },
  viewportHeight: number,
  reducedMotion: boolean,
): 'leave' | 'animate' {
  if (reducedMotion) return 'leave';
  return rect.top >= viewportHeight ? 'animate' : 'leave';
}
