import { UNIQUE_ID_PATTERN } from '@site-widgets/contract/reviews/save-review.ts';

/** Fills a byte array with random values; the browser's and Node's `crypto.getRandomValues`. */
export type RandomFill = (bytes: Uint8Array) => Uint8Array;

const systemRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A submission's unique id: 128 random bits as 32 lower-case hex characters. The original made it
 * from the clock, so two visitors in the same second shared one (reviews-protocol.md).
 */
export function createUniqueId(random: RandomFill = systemRandom): string {
  const bytes = random(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isUniqueId(value: unknown): value is string {
  return typeof value === 'string' && UNIQUE_ID_PATTERN.test(value);
}
