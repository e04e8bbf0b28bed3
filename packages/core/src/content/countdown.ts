import type { StorageLike } from '../storage/browser-storage.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 001 §4: a countdown ticks each second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The whole days, hours, minutes and seconds left (never negative). A part-second counts as a whole one,
 * so the timer shows 0 only at the end itself, never a second early.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Two digits for hours, minutes and seconds (`07`); days as they are. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** spec 001 §3: the evergreen timer a widget stores in local storage (interval and end time). */
export interface StoredEvergreen {
  interval: number;
  endsAt: number;
}

/** The local-storage key of a widget's evergreen timer. */
export function evergreenStorageKey(countdownId: string): string {
  return `sw-countdown-${countdownId}`;
}

function readStored(storage: StorageLike, key: string): StoredEvergreen | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { interval, endsAt } = value as Record<string, unknown>;
    if (typeof interval !== 'number' || typeof endsAt !== 'number' || !Number.isFinite(endsAt)) {
      return undefined;
    }
    return { interval, endsAt };
  } catch {
    return undefined;
  }
}

export interface EvergreenOptions {
  storage: StorageLike;
  countdownId: string;
  /** The timer's length in seconds. */
  interval: number;
  /** Seconds after the end before the timer starts again; undefined: never. */
  showAgain: number | undefined;
  now: number;
}

/**
 * spec 001 §3, §4: when an evergreen timer ends for this visitor. The stored end holds while the
 * interval is the one stored; a changed interval (the owner edited it), a missing or unreadable entry,
 * or an ended timer whose show-again period has passed starts a new period from now, stored at once.
 */
export function evergreenEnd(options: EvergreenOptions): number {
  const { storage, interval, showAgain, now } = options;
  const key = evergreenStorageKey(options.countdownId);
  const stored = readStored(storage, key);
  const showAgainPassed =
    stored !== undefined && showAgain !== undefined && now >= stored.endsAt + showAgain * 1000;
  if (stored && stored.interval === interval && !showAgainPassed) return stored.endsAt;
  const endsAt = now + interval * 1000;
  storage.setItem(key, JSON.stringify({ interval, endsAt } satisfies StoredEvergreen));
  return endsAt;
}

export interface CountdownTickerOptions {
  endsAt: number;
  clock: Clock;
  /** Wall-clock time (Date.now), which the end is in. */
  now: () => number;
  onTick(remainingMs: number): void;
  /** Called once, when the remaining time reaches zero (also at once when it already has). */
  onZero(): void;
}

/**
 * Ticks at each whole second of the remaining time (so the display turns over on the second, not up to
 * a second late), then calls `onZero` once. Returns a function that stops it.
 */
export function startCountdown(options: CountdownTickerOptions): () => void {
  const { clock, endsAt } = options;
  let timer: unknown;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const remaining = endsAt - options.now();
    options.onTick(Math.max(0, remaining));
    if (remaining <= 0) {
      timer = undefined;
      options.onZero();
      return;
    }
    const untilNextSecond = remaining % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
    timer = clock.setTimeout(tick, untilNextSecond);
  };
  tick();
  return () => {
    stopped = true;
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
