import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countdownParts,
  evergreenEnd,
  evergreenStorageKey,
  startCountdown,
} from '../../src/content/countdown.ts';
import { countdownEndView, redirectTarget } from '../../src/content/countdown-actions.ts';
import { createMemoryStorage } from '../../src/storage/browser-storage.ts';
import { systemClock } from '../../src/timing/clock.ts';

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('countdown parts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('counts a part-second as a whole one, so zero shows only at the end', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('evergreen storage (spec 001 §3, §4)', () => {
  it('starts a period from the first view and stores the interval with its end', () => {
    const storage = createMemoryStorage();
    const end = evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: undefined, now: T0 });
    expect(end).toBe(T0 + 900_000);
    expect(JSON.parse(storage.getItem(evergreenStorageKey('offer')) ?? '')).toEqual({
      interval: 900,
      endsAt: T0 + 900_000,
    });
  });

  it('keeps the stored end on a later view with the same interval', () => {
    const storage = createMemoryStorage();
    evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: 60, now: T0 });
    expect(
      evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: 60, now: T0 + 300_000 }),
    ).toBe(T0 + 900_000);
  });

  it('restarts when the owner changed the interval', () => {
    const storage = createMemoryStorage();
    evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: undefined, now: T0 });
    const later = T0 + 60_000;
    expect(
      evergreenEnd({ storage, countdownId: 'offer', interval: 600, showAgain: undefined, now: later }),
    ).toBe(later + 600_000);
  });

  it('stays ended until the show-again period has passed, then restarts', () => {
    const storage = createMemoryStorage();
    evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: 3600, now: T0 });
    const ended = T0 + 900_000;
    expect(
      evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: 3600, now: ended + 3_599_000 }),
    ).toBe(ended);
    const again = ended + 3_600_000;
    expect(evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: 3600, now: again })).toBe(
      again + 900_000,
    );
  });

  it('never restarts an ended timer without a show-again period', () => {
    const storage = createMemoryStorage();
    evergreenEnd({ storage, countdownId: 'offer', interval: 10, showAgain: undefined, now: T0 });
    expect(
      evergreenEnd({
        storage,
        countdownId: 'offer',
        interval: 10,
        showAgain: undefined,
        now: T0 + 86_400_000,
      }),
    ).toBe(T0 + 10_000);
  });

  it('keeps one timer per widget id', () => {
    const storage = createMemoryStorage();
    evergreenEnd({ storage, countdownId: 'a', interval: 10, showAgain: undefined, now: T0 });
    expect(
      evergreenEnd({ storage, countdownId: 'b', interval: 20, showAgain: undefined, now: T0 + 5000 }),
    ).toBe(T0 + 25_000);
    expect(
      evergreenEnd({ storage, countdownId: 'a', interval: 10, showAgain: undefined, now: T0 + 5000 }),
    ).toBe(T0 + 10_000);
  });

  it('starts afresh over an unreadable entry', () => {
    const storage = createMemoryStorage();
    storage.setItem(evergreenStorageKey('offer'), '{"interval":900,"endsAt":"soon"}');
    expect(
      evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: undefined, now: T0 }),
    ).toBe(T0 + 900_000);
    storage.setItem(evergreenStorageKey('offer'), 'not json');
    expect(
      evergreenEnd({ storage, countdownId: 'offer', interval: 900, showAgain: undefined, now: T0 }),
    ).toBe(T0 + 900_000);
  });
});

describe('ticking (spec 001 §4: each second, then zero once)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks on each whole second of the time left and calls zero once at the end', () => {
    const ticks: number[] = [];
    const onZero = vi.fn();
    startCountdown({
      endsAt: T0 + 3000,
      clock: systemClock,
      now: Date.now,
      onTick: (ms) => ticks.push(ms),
      onZero,
    });
    expect(ticks).toEqual([3000]);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([3000]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([3000, 2000]);
    vi.advanceTimersByTime(1000);
    expect(onZero).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([3000, 2000, 1000, 0]);
    expect(onZero).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('turns over on the second when it starts part-way through one', () => {
    const ticks: number[] = [];
    startCountdown({
      endsAt: T0 + 2500,
      clock: systemClock,
      now: Date.now,
      onTick: (ms) => ticks.push(ms),
      onZero: () => {},
    });
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([2500, 2000]);
  });

  it('runs zero at once for a time already past', () => {
    const onZero = vi.fn();
    startCountdown({ endsAt: T0 - 1, clock: systemClock, now: Date.now, onTick: () => {}, onZero });
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('stops ticking when stopped', () => {
    const onTick = vi.fn();
    const stop = startCountdown({
      endsAt: T0 + 5000,
      clock: systemClock,
      now: Date.now,
      onTick,
      onZero: () => {},
    });
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });
});

describe('actions at zero (spec 001 §4, §5, §6)', () => {
  const base = 'https://cafe.example/events';

  it('runs each configured action', () => {
    const log = vi.fn();
    const view = countdownEndView(['hide-timer', 'message', 'load-template', 'redirect'], {
      inEditor: false,
      redirectUrl: '/menu',
      base,
      log,
    });
    expect(view).toEqual({
      timerHidden: true,
      elementHidden: false,
      messageShown: true,
      templateShown: true,
      redirectTo: 'https://cafe.example/menu',
    });
  });

  it('runs none in the editor', () => {
    const view = countdownEndView(['hide-timer', 'hide-element', 'message', 'redirect'], {
      inEditor: true,
      redirectUrl: 'https://cafe.example/',
      base,
      log: () => {},
    });
    expect(view).toEqual({
      timerHidden: false,
      elementHidden: false,
      messageShown: false,
      templateShown: false,
      redirectTo: null,
    });
  });

  it('follows only http and https redirects', () => {
    const log = vi.fn();
    expect(redirectTarget('https://shop.example/a?b=1', base, log)).toBe('https://shop.example/a?b=1');
    expect(redirectTarget('http://shop.example/', base, log)).toBe('http://shop.example/');
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example/x',
    'mailto:owner@example.com',
  ])('refuses %j and logs Invalid URL scheme', (url) => {
    const log = vi.fn();
    expect(redirectTarget(url, base, log)).toBeNull();
    expect(log).toHaveBeenCalledWith('Invalid URL scheme');
  });

  it('logs Invalid URL for an address that cannot be read', () => {
    const log = vi.fn();
    expect(redirectTarget('http://[::1', base, log)).toBeNull();
    expect(log).toHaveBeenCalledWith('Invalid URL');
  });
});
