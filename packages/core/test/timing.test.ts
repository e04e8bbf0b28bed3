import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../src/timing/clock.ts';
import { inNextTask, nextTask } from '../src/timing/next-task.ts';
import { createSearchDebounce, isSearchable } from '../src/timing/search-debounce.ts';
import { classifyDrag, minimumSwipeDistance } from '../src/timing/swipe.ts';

describe('search debounce (600 ms, length 0 or more than 1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 600 ms after the last keystroke, not before', () => {
    const onSearch = vi.fn();
    const search = createSearchDebounce(systemClock, onSearch);
    search.input('cr');
    vi.advanceTimersByTime(400);
    search.input('croi');
    vi.advanceTimersByTime(599);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('croi');
  });

  it('does not search for a single character, but does for an emptied box', () => {
    const onSearch = vi.fn();
    const search = createSearchDebounce(systemClock, onSearch);
    search.input('ab');
    vi.advanceTimersByTime(600);
    search.input('a');
    vi.advanceTimersByTime(600);
    search.input('');
    vi.advanceTimersByTime(600);
    expect(onSearch.mock.calls).toEqual([['ab'], ['']]);
  });

  it('does not repeat the same search', () => {
    const onSearch = vi.fn();
    const search = createSearchDebounce(systemClock, onSearch);
    search.input('tea');
    vi.advanceTimersByTime(600);
    search.input('tea ');
    vi.advanceTimersByTime(600);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('fires nothing after destroy', () => {
    const onSearch = vi.fn();
    const search = createSearchDebounce(systemClock, onSearch);
    search.input('tea');
    search.destroy();
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isSearchable('😀')).toBe(false);
    expect(isSearchable('😀😀')).toBe(true);
  });
});

describe('drag classification', () => {
  it('treats a movement under 10 px as a click', () => {
    expect(classifyDrag(6, 7, 100)).toBe('click');
  });

  it('lets a vertical movement beyond 4 px win as scrolling', () => {
    expect(classifyDrag(8, 12, 100)).toBe('scroll');
  });

  it('scrolls instead of swiping when a long horizontal drag moves more than 4 px vertically', () => {
    expect(classifyDrag(-300, 6, 200)).toBe('scroll');
    expect(classifyDrag(300, -5, 200)).toBe('scroll');
  });

  it('still swipes when the vertical movement is 4 px or less', () => {
    expect(classifyDrag(-300, 4, 200)).toBe('swipe-next');
  });

  it('needs the list width divided by the touch threshold to swipe', () => {
    const minimum = minimumSwipeDistance(1000, 5);
    expect(minimum).toBe(200);
    expect(classifyDrag(-199, 0, minimum)).toBe('too-short');
    expect(classifyDrag(-200, 0, minimum)).toBe('swipe-next');
    expect(classifyDrag(250, 3, minimum)).toBe('swipe-previous');
  });
});

describe('a task of its own (issue 10)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the current task, not in it, and on a clock a test has stopped', async () => {
    vi.useFakeTimers();
    // Node's own MessageChannel and timers, as a page's.
    const page = globalThis as unknown as Window;
    const ran: string[] = [];
    inNextTask(page, () => ran.push('task'));
    ran.push('current');
    await Promise.resolve();
    expect(ran).toEqual(['current']);
    // The clock never moves: a message, not a timer, starts it.
    await nextTask(page);
    expect(ran).toEqual(['current', 'task']);
  });

  it('where there is no MessageChannel, a zero timer', () => {
    const setTimeout = vi.fn();
    const task = () => {};
    inNextTask({ setTimeout } as unknown as Window, task);
    expect(setTimeout).toHaveBeenCalledWith(task, 0);
  });
});
