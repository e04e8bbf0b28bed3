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
