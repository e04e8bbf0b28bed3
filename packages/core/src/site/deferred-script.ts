import type { Clock } from '../timing/clock.ts';

/** spec 000 §7: the third-party reviews script loads 8000 ms after the page's content is ready. */
export const THIRD_PARTY_DELAY_MS = 8000;

export interface ReadyDocument {
  readonly readyState: string;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
  removeEventListener(type: 'DOMContentLoaded', listener: () => void): void;
}

/**
 * Calls `callback` `delay` ms after DOMContentLoaded. When that has passed already, counts from
 * `readyAt` (the DOMContentLoaded time in `clock.now()` units, recorded by the loader) when known, else
 * from now. Returns a function that cancels it.
 */
export function afterContentReady(
  doc: ReadyDocument,
  clock: Clock,
  callback: () => void,
  delay = THIRD_PARTY_DELAY_MS,
  readyAt?: number,
): () => void {
  let timer: unknown;
  const arm = () => {
    timer = clock.setTimeout(callback, delay);
  };
  if (doc.readyState !== 'loading') {
    // The chunk arrives some 180 ms after DOMContentLoaded: only the rest of the delay is still owed.
    const elapsed = readyAt === undefined ? 0 : Math.max(0, clock.now() - readyAt);
    timer = clock.setTimeout(callback, Math.max(0, delay - elapsed));
    return () => clock.clearTimeout(timer);
  }
  doc.addEventListener('DOMContentLoaded', arm);
  return () => {
    doc.removeEventListener('DOMContentLoaded', arm);
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
