import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builderPlan } from '../src/builder/editor-mode.ts';
import {
  isOffCanvasLinkAction,
  offCanvasNext,
  offCanvasSettled,
  offCanvasTargetId,
} from '../src/builder/off-canvas.ts';
import {
  ANCHOR_SCROLL_MS,
  anchorScrollTop,
  currentSection,
  SCROLL_SPY_TOLERANCE_PX,
  sameDocumentAnchor,
  themeTemplateId,
} from '../src/builder/one-page-nav.ts';
import { animateScroll } from '../src/builder/scroll-animation.ts';
import { systemClock } from '../src/timing/clock.ts';

const sections = [
  { id: 'beginnings', top: 600 },
  { id: 'terrace', top: 1400 },
  { id: 'today', top: 2200 },
];

describe('scroll spy', () => {
  it('marks the last section whose top is within 50 px of the reading line', () => {
    expect(SCROLL_SPY_TOLERANCE_PX).toBe(50);
    expect(currentSection(sections, 0)).toBeUndefined();
    expect(currentSection(sections, 549)).toBeUndefined();
    expect(currentSection(sections, 550)).toBe('beginnings');
    expect(currentSection(sections, 1349)).toBe('beginnings');
    expect(currentSection(sections, 1350)).toBe('terrace');
  });
  it('moves the reading line under the sticky header', () => {
    expect(currentSection(sections, 1270, { offset: 80 })).toBe('terrace');
    expect(currentSection(sections, 1269, { offset: 80 })).toBe('beginnings');
  });
  it('marks the last section at the end of the page', () => {
    expect(currentSection(sections, 1500, { atPageEnd: true })).toBe('today');
  });
  it('reads sections in page order, whatever order the links are in', () => {
    expect(currentSection([...sections].reverse(), 1500)).toBe('terrace');
  });
});

describe('anchor scrolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops short by the sticky offset, never above the page', () => {
    expect(anchorScrollTop(1400, 80)).toBe(1320);
    expect(anchorScrollTop(40, 80)).toBe(0);
  });

  it('takes 300 ms, easing in and out', () => {
    expect(ANCHOR_SCROLL_MS).toBe(300);
    const positions: number[] = [];
    const done = vi.fn();
    const frames = {
      requestFrame: (callback: () => void) => setTimeout(callback, 16),
      cancelFrame: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const clock = { ...systemClock, now: () => Date.now() };
    animateScroll({
      from: 0,
      to: 1000,
      duration: ANCHOR_SCROLL_MS,
      clock,
      frames,
      scrollTo: (top) => positions.push(top),
      onDone: done,
    });
    vi.advanceTimersByTime(150);
    expect(done).not.toHaveBeenCalled();
    const middle = positions.at(-1) ?? 0;
    expect(middle).toBeGreaterThan(300);
    expect(middle).toBeLessThan(700);
    vi.advanceTimersByTime(200);
    expect(positions.at(-1)).toBe(1000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('jumps at once when the duration is 0 (reduced motion)', () => {
    const scrollTo = vi.fn();
    const frames = { requestFrame: vi.fn(), cancelFrame: vi.fn() };
    animateScroll({ from: 0, to: 900, duration: 0, clock: systemClock, frames, scrollTo });
    expect(scrollTo).toHaveBeenCalledWith(900);
    expect(frames.requestFrame).not.toHaveBeenCalled();
  });

  it('follows only links to this page', () => {
    const page = 'https://cafe.test/story?x=1';
    expect(sameDocumentAnchor('#terrace', page)).toBe('terrace');
    expect(sameDocumentAnchor('/story?x=1#today', page)).toBe('today');
    expect(sameDocumentAnchor('/about#team', page)).toBeUndefined();
    expect(sameDocumentAnchor('#', page)).toBeUndefined();
    expect(sameDocumentAnchor('https://other.test/story?x=1#today', page)).toBeUndefined();
  });

  it('reads theme_template_id only as a whole number', () => {
    expect(themeTemplateId('?theme_template_id=42')).toBe('42');
    expect(themeTemplateId('?theme_template_id=4%22%3E')).toBeUndefined();
    expect(themeTemplateId('?theme_template_id=')).toBeUndefined();
    expect(themeTemplateId('?other=1')).toBeUndefined();
  });
});

describe('off-canvas state', () => {
  it('opens, closes and toggles through its animations', () => {
    expect(offCanvasNext('closed', 'open')).toBe('opening');
    expect(offCanvasSettled('opening')).toBe('open');
    expect(offCanvasNext('open', 'open')).toBe('open');
    expect(offCanvasNext('open', 'toggle')).toBe('closing');
    expect(offCanvasSettled('closing')).toBe('closed');
    expect(offCanvasNext('closed', 'close')).toBe('closed');
    expect(offCanvasNext('closed', 'toggle')).toBe('opening');
  });
  it('reverses an animation half-way', () => {
    expect(offCanvasNext('opening', 'close')).toBe('closing');
    expect(offCanvasNext('closing', 'toggle')).toBe('opening');
  });
  it('knows only its three link actions and element ids', () => {
    expect(isOffCanvasLinkAction('off_canvas:toggle')).toBe(true);
    expect(isOffCanvasLinkAction('off_canvas:explode')).toBe(false);
    expect(isOffCanvasLinkAction('toString')).toBe(false);
    expect(offCanvasTargetId({ id: 'story-menu' })).toBe('story-menu');
    expect(offCanvasTargetId({ id: '"><img' })).toBeUndefined();
    expect(offCanvasTargetId(null)).toBeUndefined();
  });
});

describe('editor preview mode', () => {
  it('keeps sticky and motion still, jumps to anchors and opens off-canvas panels', () => {
    expect(builderPlan(true, false)).toEqual({
      sticky: false,
      motion: false,
      smoothScroll: false,
      offCanvasOpenAtStart: true,
    });
  });
  it('for a visitor: everything, without motion under reduced motion', () => {
    expect(builderPlan(false, false)).toEqual({
      sticky: true,
      motion: true,
      smoothScroll: true,
      offCanvasOpenAtStart: false,
    });
    expect(builderPlan(false, true)).toEqual({
      sticky: true,
      motion: false,
      smoothScroll: false,
      offCanvasOpenAtStart: false,
    });
  });
});
