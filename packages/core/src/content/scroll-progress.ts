/** spec 001 §9: the Lottie player's scroll mode maps 4000 ms of the animation onto the scroll. */
export const LOTTIE_SCROLL_SPAN_MS = 4000;

/**
 * How far the reader is through an article (0–1): 0 while its top is below the window's top, 1 once its
 * end has reached the window's bottom. With no article, the page: `top` 0 and `height` the document's.
 */
export function readingProgress(
  scrollY: number,
  viewportHeight: number,
  top: number,
  height: number,
): number {
  const span = height - viewportHeight;
  if (span <= 0) return scrollY >= top ? 1 : 0;
  return Math.min(1, Math.max(0, (scrollY - top) / span));
}

/**
 * How far an element has passed through the window (0–1): 0 when its top enters at the bottom, 1 when
 * its bottom leaves at the top.
 */
export function passageThroughViewport(
  rect: { top: number; height: number },
  viewportHeight: number,
): number {
  const span = viewportHeight + rect.height;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - rect.top) / span));
}

/** The animation time (ms) a Lottie in scroll mode shows at this scroll percentage (0–1): 4000 ms × it. */
export function lottieScrollTime(percentage: number): number {
  return LOTTIE_SCROLL_SPAN_MS * Math.min(1, Math.max(0, percentage));
}
