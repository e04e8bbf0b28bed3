/**
 * The reviews' star: its outline in a 20-unit square, moved `offsetX` units along in its own path data
 * (the review card draws five in one image; the review form's rating field one per choice).
 */
export function starOutline(offsetX = 0): string {
  const x = (at: number) => String(Math.round((at + offsetX) * 100) / 100);
  return `M${x(10)} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${x(10)} 14.9l-5.2 2.7 1-5.8L${x(1.5)} 7.7l5.9-.9z`;
}
