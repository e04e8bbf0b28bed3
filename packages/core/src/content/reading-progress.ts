/**
 * How far a visitor has read, 0–100, rounded (spec 001 §9: "progress percent shown rounded"). The
 * tracked region starts at `top` (its offset in the document) and is `height` tall; reading is done when
 * its end reaches the viewport's bottom. A region shorter than the viewport is read once in view.
 */
export function readingPercent(scrollY: number, viewportHeight: number, top: number, height: number): number {
  const distance = height - viewportHeight;
  if (distance <= 0) return scrollY + viewportHeight >= top + height ? 100 : 0;
  const ratio = (scrollY - top) / distance;
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}
