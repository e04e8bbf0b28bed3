import { popupTriggersSchema } from '@site-widgets/contract/builder/popup-settings.ts';
import {
  adblockBaitId,
  startPopupTriggers,
  type TriggerPage,
} from '@site-widgets/core/builder/popup-triggers.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page whose events the test sends by hand; it counts the listeners still attached. */
function fakePage(baitHidden = false) {
  const listeners = {
    scroll: new Set<(top: number, percent: number) => void>(),
    click: new Set<() => void>(),
    activity: new Set<() => void>(),
    exit: new Set<() => void>(),
    inView: new Map<string, () => void>(),
  };
  const add = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  let baitPlaced = 0;
  const page: TriggerPage = {
    onScroll: (l) => add(listeners.scroll, l),
    onClick: (l) => add(listeners.click, l),
    onActivity: (l) => add(listeners.activity, l),
    onExitIntent: (l) => add(listeners.exit, l),
    onElementInView: (selector, l) => {
      listeners.inView.set(selector, l);
      return () => void listeners.inView.delete(selector);
    },
    placeAdblockBait: () => {
      baitPlaced += 1;
      return () => baitHidden;
    },
  };
  return {
    page,
    scroll: (top: number, percent: number) => {
      for (const l of [...listeners.scroll]) l(top, percent);
    },
    click: () => {
      for (const l of [...listeners.click]) l();
    },
    activity: () => {
      for (const l of [...listeners.activity]) l();
    },
    exit: () => {
      for (const l of [...listeners.exit]) l();
    },
    reach: (selector: string) => listeners.inView.get(selector)?.(),
    attached: () =>
      listeners.scroll.size +
      listeners.click.size +
      listeners.activity.size +
      listeners.exit.size +
      listeners.inView.size,
    baitPlaced: () => baitPlaced,
  };
}

const clock = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function start(triggers: unknown, baitHidden = false) {
  const fake = fakePage(baitHidden);
  const fired: string[] = [];
  const stop = startPopupTriggers(popupTriggersSchema.parse(triggers), fake.page, clock, (name) =>
    fired.push(name),
  );
  return { ...fake, fired, stop };
}

describe('popup triggers (spec 001 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('page load fires after its delay in seconds', () => {
    const t = start({ page_load: { delay: 3 } });
    vi.advanceTimersByTime(2999);
    expect(t.fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.fired).toEqual(['page_load']);
  });

  it('scrolling down fires at the offset percentage, not before', () => {
    const t = start({ scrolling: { direction: 'down', offset: 40 } });
    t.scroll(100, 39.9);
    expect(t.fired).toEqual([]);
    t.scroll(200, 40);
    expect(t.fired).toEqual(['scrolling']);
  });

  it('scrolling up fires at the first upward scroll', () => {
    const t = start({ scrolling: { direction: 'up' } });
    t.scroll(300, 10);
    t.scroll(600, 20);
    expect(t.fired).toEqual([]);
    t.scroll(590, 19);
    expect(t.fired).toEqual(['scrolling']);
  });

  it('scrolling to an element fires when it comes into view', () => {
    const t = start({ scrolling_to: { selector: '#menu' } });
    t.reach('#menu');
    expect(t.fired).toEqual(['scrolling_to']);
  });

  it('click fires at the configured click count', () => {
    const t = start({ click: { times: 3 } });
    t.click();
    t.click();
    expect(t.fired).toEqual([]);
    t.click();
    expect(t.fired).toEqual(['click']);
  });

  it('inactivity fires after its seconds without activity; activity starts the wait again', () => {
    const t = start({ inactivity: { time: 10 } });
    vi.advanceTimersByTime(9000);
    t.activity();
    vi.advanceTimersByTime(9000);
    expect(t.fired).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(t.fired).toEqual(['inactivity']);
  });

  it('exit intent fires when the pointer leaves through the top', () => {
    const t = start({ exit_intent: {} });
    t.exit();
    expect(t.fired).toEqual(['exit_intent']);
  });

  it('adblock detection fires after its delay only when the bait was hidden', () => {
    const hidden = start({ adblock_detection: { delay: 2 } }, true);
    const shown = start({ adblock_detection: { delay: 2 } }, false);
    expect(hidden.baitPlaced()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(hidden.fired).toEqual(['adblock_detection']);
    expect(shown.fired).toEqual([]);
  });

  it('the first trigger to fire wins and cancels the rest (listeners and timers)', () => {
    const t = start({
      page_load: { delay: 5 },
      click: { times: 1 },
      exit_intent: {},
      inactivity: { time: 3 },
      scrolling: {},
    });
    expect(t.attached()).toBe(4);
    t.click();
    expect(t.attached()).toBe(0);
    t.exit();
    vi.advanceTimersByTime(60_000);
    expect(t.fired).toEqual(['click']);
  });

  it('stopping before any trigger fires releases everything', () => {
    const t = start({ page_load: { delay: 1 }, exit_intent: {} });
    t.stop();
    vi.advanceTimersByTime(5000);
    t.exit();
    expect(t.fired).toEqual([]);
    expect(t.attached()).toBe(0);
  });

  it('the bait id is six random letters', () => {
    expect(adblockBaitId()).toMatch(/^[a-z]{6}$/);
    expect(adblockBaitId(() => 0.999)).toBe('zzzzzz');
  });
});
