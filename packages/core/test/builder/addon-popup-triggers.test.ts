import { addonPopupSettingsSchema } from '@site-widgets/contract/builder/addon-popup-settings.ts';
import {
  type AddonTriggerPage,
  CLOSE_BUTTON_FADE_MS,
  type CloseButtonState,
  closeButtonReveal,
  startAddonPopupTrigger,
} from '@site-widgets/core/builder/addon-popup-triggers.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page whose events the test sends by hand; it counts the listeners still attached. */
function fakePage() {
  const scroll = new Set<(top: number, percent: number) => void>();
  const activity = new Set<() => void>();
  const exit = new Set<() => void>();
  const inView = new Map<string, () => void>();
  const clicks = new Map<string, (opener: Element) => void>();
  const add = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const page: AddonTriggerPage = {
    onScroll: (l) => add(scroll, l),
    onActivity: (l) => add(activity, l),
    onExitIntent: (l) => add(exit, l),
    onElementInView: (selector, l) => {
      inView.set(selector, l);
      return () => void inView.delete(selector);
    },
    onClickOn: (selector, l) => {
      clicks.set(selector, l);
      return () => void clicks.delete(selector);
    },
  };
  return {
    page,
    scroll: (percent: number) => {
      for (const l of [...scroll]) l(percent * 10, percent);
    },
    active: () => {
      for (const l of [...activity]) l();
    },
    exit: () => {
      for (const l of [...exit]) l();
    },
    reach: (selector: string) => inView.get(selector)?.(),
    clickOn: (selector: string, opener: Element) => clicks.get(selector)?.(opener),
    attached: () => scroll.size + activity.size + exit.size + inView.size + clicks.size,
  };
}

const clock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function arm(settings: unknown) {
  const fake = fakePage();
  const fired: Array<Element | null> = [];
  const stop = startAddonPopupTrigger(addonPopupSettingsSchema.parse(settings), fake.page, clock, (opener) =>
    fired.push(opener),
  );
  return { ...fake, fired, stop };
}

describe('add-on popup triggers (spec 001 §3, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 1, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('load fires popup_load_delay seconds after the page loaded, not before', () => {
    const t = arm({ popup_trigger: 'load', popup_load_delay: 3 });
    vi.advanceTimersByTime(2999);
    expect(t.fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.fired).toEqual([null]);
  });

  it('scroll fires at popup_scroll_progress percent of the page, not before, and only once', () => {
    const t = arm({ popup_trigger: 'scroll', popup_scroll_progress: 30 });
    t.scroll(29.9);
    expect(t.fired).toEqual([]);
    t.scroll(30);
    t.scroll(60);
    expect(t.fired).toEqual([null]);
    expect(t.attached()).toBe(0);
  });

  it('element scroll fires when the element matching popup_element_scroll comes into view', () => {
    const t = arm({ popup_trigger: 'element-scroll', popup_element_scroll: '#menu' });
    expect(t.fired).toEqual([]);
    t.reach('#menu');
    expect(t.fired).toEqual([null]);
  });

  it('element scroll without a selector arms nothing', () => {
    const t = arm({ popup_trigger: 'element-scroll' });
    expect(t.attached()).toBe(0);
  });

  it('a specific date fires at that minute of the visitor’s clock, not a millisecond before', () => {
    const t = arm({ popup_trigger: 'date', popup_specific_date: '2026-11-01T09:05' });
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(t.fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.fired).toEqual([null]);
  });

  it('a specific date already passed fires at once', () => {
    const t = arm({ popup_trigger: 'date', popup_specific_date: '2026-10-31T09:00' });
    expect(t.fired).toEqual([null]);
  });

  it('a date further away than setTimeout can wait fires on time, in steps', () => {
    const t = arm({ popup_trigger: 'date', popup_specific_date: '2027-01-15T09:00' });
    const wait = new Date(2027, 0, 15, 9, 0).getTime() - Date.now();
    vi.advanceTimersByTime(wait - 1);
    expect(t.fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.fired).toEqual([null]);
  });

  it('inactivity fires after popup_inactivity_time seconds without activity; activity restarts it', () => {
    const t = arm({ popup_trigger: 'inactivity', popup_inactivity_time: 5 });
    vi.advanceTimersByTime(4000);
    t.active();
    vi.advanceTimersByTime(4999);
    expect(t.fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.fired).toEqual([null]);
  });

  it('exit intent fires when the pointer leaves through the top', () => {
    const t = arm({ popup_trigger: 'exit' });
    expect(t.fired).toEqual([]);
    t.exit();
    expect(t.fired).toEqual([null]);
  });

  it('a custom click fires at every click on its selector, with the element clicked', () => {
    const t = arm({ popup_trigger: 'custom', popup_custom_trigger: '.offer' });
    const opener = { tagName: 'BUTTON' } as unknown as Element;
    t.clickOn('.offer', opener);
    t.clickOn('.offer', opener);
    expect(t.fired).toEqual([opener, opener]);
  });

  it('stopping disarms every trigger: no timer fires, no listener stays', () => {
    const load = arm({ popup_trigger: 'load', popup_load_delay: 1 });
    load.stop();
    const date = arm({ popup_trigger: 'date', popup_specific_date: '2026-11-01T10:00' });
    date.stop();
    const custom = arm({ popup_trigger: 'custom', popup_custom_trigger: '.offer' });
    custom.stop();
    vi.advanceTimersByTime(86_400_000);
    expect([...load.fired, ...date.fired, ...custom.fired]).toEqual([]);
    expect(custom.attached()).toBe(0);
  });
});

describe('close button reveal (spec 001 §9: it fades in over 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function reveal(delaySeconds: number, reducedMotion = false) {
    const states: CloseButtonState[] = [];
    const stop = closeButtonReveal(delaySeconds, clock, reducedMotion, (state) => states.push(state));
    return { states, stop };
  }

  it('shows at once without a delay', () => {
    expect(reveal(0).states).toEqual(['shown']);
  });

  it('stays hidden for the delay, then fades in for 500 ms, then is shown', () => {
    const r = reveal(2);
    vi.advanceTimersByTime(1999);
    expect(r.states).toEqual(['hidden']);
    vi.advanceTimersByTime(1);
    expect(r.states).toEqual(['hidden', 'fading-in']);
    vi.advanceTimersByTime(CLOSE_BUTTON_FADE_MS - 1);
    expect(r.states).toEqual(['hidden', 'fading-in']);
    vi.advanceTimersByTime(1);
    expect(r.states).toEqual(['hidden', 'fading-in', 'shown']);
    expect(CLOSE_BUTTON_FADE_MS).toBe(500);
  });

  it('under reduced motion it appears after the delay without fading', () => {
    const r = reveal(1, true);
    vi.advanceTimersByTime(1000);
    expect(r.states).toEqual(['hidden', 'shown']);
  });

  it('stopped (the popup closed) it changes nothing more', () => {
    const r = reveal(1);
    r.stop();
    vi.advanceTimersByTime(5000);
    expect(r.states).toEqual(['hidden']);
  });
});
