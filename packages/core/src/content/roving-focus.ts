/**
 * The WAI-ARIA keyboard rule shared by tabs and accordion headers: the item a key moves focus to, with
 * wrap-around, or undefined for a key the pattern does not use. Tabs in a row use Left/Right, accordion
 * headers (a column) Up/Down; Home and End go to the first and last.
 */
export function itemForKey(
  key: string,
  current: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  if (count <= 0) return undefined;
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  switch (key) {
    case previous:
      return (current - 1 + count) % count;
    case next:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
