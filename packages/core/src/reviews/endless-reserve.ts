/**
 * The space an endless list keeps below its reviews (issue 9 item 5): pages it appends grow into that
 * space instead of pushing the content after the list, so nothing a visitor reads moves.
 *
 * The reserve never changes while the content after it is on screen; out of sight it is kept at the
 * estimated height of the reviews still to come (at least a screen), so a visitor reaches the content
 * after the list only once the list ends.
 */

/**
 * Reviews further down may be longer than the ones shown: estimates of what is still to come are taken
 * half again as tall, so the reserve runs out rather too late than too early.
 */
export const ENDLESS_ESTIMATE_MARGIN = 1.5;

/** The reserve after the list grew by `growth` px (shrank, if negative): the list's end stays put. */
export function absorbGrowth(reserve: number, growth: number): number {
  return Math.max(0, reserve - growth);
}

/**
 * The height the reserve should have: the reviews still to come at the height the shown ones take
 * (`listHeight` for `shown`, with the margin), at least a screen; none once nothing more can come.
 */
export function endlessReserveTarget(input: {
  listHeight: number;
  shown: number;
  remaining: number;
  viewportHeight: number;
}): number {
  if (input.remaining <= 0) return 0;
  const estimate = Math.ceil(
    (ENDLESS_ESTIMATE_MARGIN * input.listHeight * input.remaining) / Math.max(1, input.shown),
  );
  return Math.max(input.viewportHeight, estimate);
}

/**
 * The reserve's next height, given where it starts (`top`, px from the viewport's top). It moves toward
 * `target` only as far as keeps its bottom edge (and so the content after the list) below the viewport;
 * while that content is on screen it does not change at all.
 */
export function nextEndlessReserve(input: {
  current: number;
  target: number;
  top: number;
  viewportHeight: number;
}): number {
  const { current, target, top, viewportHeight } = input;
  if (top + current < viewportHeight) return current;
  return Math.max(target, Math.ceil(viewportHeight - top));
}

/**
 * Whether the list may fetch its next page now: always while the content after it is out of sight
 * (below the viewport); while that content is on screen, only if the reserve can take the page (its
 * estimated height: `listHeight` for `shown`, times `pageSize`, with the margin). A visitor who went past the list to
 * the footer would otherwise see the footer pushed away; the list goes on once they scroll back up.
 */
export function endlessMayLoad(input: {
  reserve: number;
  reserveTop: number;
  viewportHeight: number;
  listHeight: number;
  shown: number;
  pageSize: number;
}): boolean {
  const { reserve, reserveTop, viewportHeight, listHeight, shown, pageSize } = input;
  if (reserveTop + reserve >= viewportHeight) return true;
  return reserve >= (ENDLESS_ESTIMATE_MARGIN * listHeight * pageSize) / Math.max(1, shown);
}
