/** spec 000 §9: a pointer that moved less than this is a click, not a swipe. */
export const SWIPE_CLICK_THRESHOLD_PX = 10;
/** spec 000 §5, §9: a vertical movement beyond this cancels a horizontal swipe (the visitor scrolls). */
export const VERTICAL_SCROLL_THRESHOLD_PX = 4;

export type DragVerdict = 'click' | 'scroll' | 'swipe-previous' | 'swipe-next' | 'too-short';

/**
 * Classifies a finished drag. `minimumSwipe` is the carousel's list width divided by its touch
 * threshold (spec 000 §5); the own slider's threshold 0.2 is a fraction of its width instead.
 */
export function classifyDrag(dx: number, dy: number, minimumSwipe: number): DragVerdict {
  const distance = Math.hypot(dx, dy);
  if (distance < SWIPE_CLICK_THRESHOLD_PX) return 'click';
  // spec 000 §5: any vertical movement beyond 4 px cancels the swipe, however far the drag went sideways.
  if (Math.abs(dy) > VERTICAL_SCROLL_THRESHOLD_PX) return 'scroll';
  if (Math.abs(dx) < minimumSwipe) return 'too-short';
  return dx < 0 ? 'swipe-next' : 'swipe-previous';
}

/** spec 000 §5: minimum swipe distance = list width / touch threshold. */
export function minimumSwipeDistance(listWidth: number, touchThreshold: number): number {
  return touchThreshold > 0 ? listWidth / touchThreshold : listWidth;
}
