import type { Clock } from '../timing/clock.ts';

/** spec 000 §7: the third-party reviews script loads 8000 ms after the page's content is ready. */
export const THIRD_PARTY_DELAY_MS = 8000;

export interface ReadyDocument {
  readonly readyState: string;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
  removeEventListener(type: 'DOMContentLoaded', listener: () => void): void;
}

/**
 * Calls `callback` `delay` ms after DOMContentLoaded (counting from now when that has passed already).
 * Returns a function that cancels it.
 */
export function afterContentReady(
  doc: ReadyDocument,
  clock: Clock,
  callback: () => void,
  delay = THIRD_PARTY_DELAY_MS,
): () => void {
  let timer: unknown;
  const arm = () => {
    timer = clock.setTimeout(callback, delay);
  };
  if (doc.readyState !== 'loading') {
    arm();
    return () => clock.clearTimeout(timer);
  }
  doc.addEventListener('DOMContentLoaded', arm);
  return () => {
    doc.removeEventListener('DOMContentLoaded', arm);
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
