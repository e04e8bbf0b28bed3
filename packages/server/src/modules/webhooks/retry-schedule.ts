export interface RetryScheduleOptions {
  /** The wait after the first failed attempt; it doubles after each; default 30 s. */
  baseMs?: number;
  /** The longest wait before jitter; default 6 hours. */
  maxMs?: number;
  /** A number in [0, 1) (tests pass their own); default Math.random. */
  random?: () => number;
}

/**
 * The wait before the next attempt after `attempts` failed ones: exponential (base × 2^(attempts − 1),
 * capped), plus up to a quarter of it at random, so deliveries that failed together (a receiver down)
 * do not all come back in the same second.
 *
 * `askedMs`: the wait a 429 or 503 asked for in Retry-After. It is honoured as a floor, bounded to the
 * longest wait: never sooner than the receiver asked, never later than `maxMs`, and never sooner than
 * this schedule either, since each attempt counts: a receiver answering `Retry-After: 0` would
 * otherwise use up every attempt within seconds and send its deliveries to the dead letters.
 */
export function retryDelayMs(attempts: number, options: RetryScheduleOptions = {}, askedMs?: number): number {
  const baseMs = options.baseMs ?? 30_000;
  const maxMs = options.maxMs ?? 6 * 3600_000;
  const random = options.random ?? Math.random;
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  const scheduled = exponential + Math.floor(random() * (exponential / 4));
  return askedMs === undefined ? scheduled : Math.max(scheduled, Math.min(askedMs, maxMs));
}
