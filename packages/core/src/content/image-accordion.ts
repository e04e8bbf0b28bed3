import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: the image accordion's default active item is applied after 400 ms. */
export const DEFAULT_ACTIVE_DELAY_MS = 400;

/** spec 001 §8 / §5: an overlay link with another scheme (or no URL at all) is logged with this text. */
export const INVALID_URL_MESSAGE = 'Invalid URL';

/**
 * An overlay link fit to follow: an absolute http or https URL (spec 001 §5: followed only when the
 * scheme is http or https). Anything else is logged as 'Invalid URL' and yields undefined, so the item
 * shows no link. Empty means "no link" and is not logged.
 */
export function overlayLinkHref(
  url: string | undefined,
  log: (message: string, url: string) => void = (message, bad) => console.error(message, bad),
): string | undefined {
  const text = (url ?? '').trim();
  if (text === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    log(INVALID_URL_MESSAGE, text);
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    log(INVALID_URL_MESSAGE, text);
    return undefined;
  }
  return parsed.href;
}

/**
 * Makes the default item active 400 ms after the widget starts (`defaultActive` is 1-based). Returns
 * the function that cancels it (unmount, or the visitor choosing an item first).
 */
export function scheduleDefaultActive(
  clock: Clock,
  defaultActive: number | undefined,
  count: number,
  activate: (index: number) => void,
): () => void {
  if (defaultActive === undefined || defaultActive < 1 || defaultActive > count) return () => {};
  const timer = clock.setTimeout(() => activate(defaultActive - 1), DEFAULT_ACTIVE_DELAY_MS);
  return () => clock.clearTimeout(timer);
}

/** The active item takes this many shares of the width; every other item one. */
export const ACTIVE_ITEM_SHARES = 3;

/**
 * Where each item stands, in percent of the accordion's width: its left edge and its width. Items are
 * equal with none active; the active one takes three shares. The view places items with transforms and
 * clips (never their layout box), so a change moves nothing on the page (no layout shift).
 */
export function imageAccordionLayout(
  count: number,
  active: number | undefined,
): Array<{ x: number; width: number }> {
  const shares = Array.from({ length: count }, (_, index) => (index === active ? ACTIVE_ITEM_SHARES : 1));
  const total = shares.reduce((sum, share) => sum + share, 0);
  let x = 0;
  return shares.map((share) => {
    const width = (share / total) * 100;
    const item = { x, width };
    x += width;
    return item;
  });
}
