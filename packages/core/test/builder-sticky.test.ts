import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDebounce,
  MOTION_RESIZE_DEBOUNCE_MS,
  STICKY_RESIZE_DEBOUNCE_MS,
} from '../src/builder/debounce.ts';
import { activeOnDevice, DEVICE_BREAKPOINTS, deviceAt } from '../src/builder/devices.ts';
import { stickyConfigurationChanged, stickyStateAt } from '../src/builder/sticky.ts';
import { systemClock } from '../src/timing/clock.ts';

describe('sticky-section devices (spec 001 §9 breakpoints)', () => {
  it('are 768, 881, 1025, 1201, 1216 and 4000 px', () => {
    expect(DEVICE_BREAKPOINTS).toEqual([768, 881, 1025, 1201, 1216, 4000]);
  });
  it('name each width by the first breakpoint it is below', () => {
    expect(deviceAt(390)).toBe('mobile');
    expect(deviceAt(767)).toBe('mobile');
    expect(deviceAt(768)).toBe('mobile_extra');
    expect(deviceAt(880)).toBe('mobile_extra');
    expect(deviceAt(881)).toBe('tablet');
    expect(deviceAt(1024)).toBe('tablet');
    expect(deviceAt(1025)).toBe('tablet_extra');
    expect(deviceAt(1200)).toBe('tablet_extra');
    expect(deviceAt(1201)).toBe('laptop');
    expect(deviceAt(1215)).toBe('laptop');
    expect(deviceAt(1216)).toBe('desktop');
    expect(deviceAt(3999)).toBe('desktop');
    expect(deviceAt(4000)).toBe('widescreen');
  });
  it('run only on the chosen devices', () => {
    expect(activeOnDevice(['desktop', 'laptop'], 1280)).toBe(true);
    expect(activeOnDevice(['desktop', 'laptop'], 390)).toBe(false);
  });
});

const header = { elementTop: 0, elementHeight: 80, parentTop: 0, parentBottom: 5000 };
const top = { position: 'top' as const, offset: 0, effectsOffset: 100, stayInParent: false };

describe('stickyStateAt, top', () => {
  it('is unstuck at its place and stuck once scrolled past it', () => {
    expect(stickyStateAt(0, 800, header, top)).toEqual({ phase: 'unstuck', effects: false, shift: 0 });
    expect(stickyStateAt(1, 800, header, top)).toEqual({ phase: 'stuck', effects: false, shift: 0 });
  });
  it('gets the effects state from the effects offset on', () => {
    expect(stickyStateAt(99, 800, header, top).effects).toBe(false);
    expect(stickyStateAt(100, 800, header, top).effects).toBe(true);
  });
  it('sticks earlier by its offset', () => {
    const section = { ...header, elementTop: 500 };
    expect(stickyStateAt(450, 800, section, { ...top, offset: 40 }).phase).toBe('unstuck');
    expect(stickyStateAt(461, 800, section, { ...top, offset: 40 }).phase).toBe('stuck');
  });
  it('is pushed out with its parent when it stays in it', () => {
    const section = { elementTop: 500, elementHeight: 100, parentTop: 400, parentBottom: 1000 };
    const inParent = { ...top, stayInParent: true };
    expect(stickyStateAt(900, 800, section, inParent).shift).toBe(0);
    expect(stickyStateAt(950, 800, section, inParent).shift).toBe(-50);
    expect(stickyStateAt(950, 800, section, top).shift).toBe(0);
  });
});

describe('stickyStateAt, bottom', () => {
  const footerBar = { elementTop: 3000, elementHeight: 60, parentTop: 2000, parentBottom: 3060 };
  const bottom = { position: 'bottom' as const, offset: 0, effectsOffset: 0, stayInParent: false };
  it('sticks to the bottom while its place is below the viewport', () => {
    expect(stickyStateAt(0, 800, footerBar, bottom).phase).toBe('stuck');
    expect(stickyStateAt(2260, 800, footerBar, bottom).phase).toBe('unstuck');
  });
  it('stays inside its parent: pushed down while the parent is below', () => {
    const inParent = { ...bottom, stayInParent: true };
    expect(stickyStateAt(0, 800, footerBar, inParent).shift).toBe(1260);
    expect(stickyStateAt(1260, 800, footerBar, inParent).shift).toBe(0);
  });
});

describe('re-applying after a resize', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a 300 ms pause (sticky) and a 200 ms pause (motion)', () => {
    expect(STICKY_RESIZE_DEBOUNCE_MS).toBe(300);
    expect(MOTION_RESIZE_DEBOUNCE_MS).toBe(200);
    const run = vi.fn();
    const debounce = createDebounce(systemClock, STICKY_RESIZE_DEBOUNCE_MS, run);
    debounce.call();
    vi.advanceTimersByTime(299);
    debounce.call();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    debounce.call();
    debounce.destroy();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('only when the configuration changed', () => {
    const before = { active: true, width: 1280, height: 80 };
    expect(stickyConfigurationChanged(before, { ...before })).toBe(false);
    expect(stickyConfigurationChanged(before, { ...before, active: false })).toBe(true);
    expect(stickyConfigurationChanged(before, { ...before, width: 1000 })).toBe(true);
    expect(stickyConfigurationChanged(before, { ...before, height: 60 })).toBe(true);
  });
});
