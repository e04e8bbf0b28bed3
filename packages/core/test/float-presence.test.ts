import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFloatPresence } from '../src/reviews/float-presence.ts';
import { createMemoryStorage } from '../src/storage/browser-storage.ts';
import { createFloatMemory, FLOATS_STORAGE_KEY } from '../src/storage/float-memory.ts';
import { systemClock } from '../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(
  options: { autoCloseMs?: number; firstVisitHide?: boolean } = {},
  storage = createMemoryStorage(),
) {
  const memory = createFloatMemory(storage, systemClock);
  const presence = createFloatPresence({
    clock: systemClock,
    memory,
    id: 7,
    delayMs: 3000,
    autoCloseMs: options.autoCloseMs ?? 0,
    firstVisitHide: options.firstVisitHide ?? false,
  });
  return { presence, memory, storage };
}

describe('a floating badge’s presence (spec 000 §4)', () => {
  it('starts hidden and comes in after its delay', () => {
    const { presence } = setup();
    presence.start();
    vi.advanceTimersByTime(2999);
    expect(presence.getState().status).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(presence.getState().status).toBe('shown');
  });

  it('closes by itself after the auto-close delay, without remembering it', () => {
    const { presence, memory } = setup({ autoCloseMs: 5000 });
    presence.start();
    vi.advanceTimersByTime(3000 + 4999);
    expect(presence.getState().status).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(presence.getState()).toEqual({ status: 'closed', closedBy: 'auto' });
    expect(memory.get(7)?.clickedclose).toBeUndefined();
  });

  it('remembers the visitor’s close for the session, so the next page does not show it', () => {
    const first = setup();
    first.presence.start();
    vi.advanceTimersByTime(3000);
    first.presence.close();
    expect(JSON.parse(first.storage.getItem(FLOATS_STORAGE_KEY) ?? '')).toEqual([
      { id: 7, clickedclose: 'yes' },
    ]);
    const next = setup({}, first.storage);
    next.presence.start();
    vi.advanceTimersByTime(10_000);
    expect(next.presence.getState()).toEqual({ status: 'closed', closedBy: 'earlier' });
  });

  it('with first-visit-hide, shows on the first page only and stores firstvisithide', () => {
    const first = setup({ firstVisitHide: true });
    first.presence.start();
    vi.advanceTimersByTime(3000);
    expect(first.presence.getState().status).toBe('shown');
    expect(first.memory.get(7)?.firstvisithide).toBe('yes');
    const next = setup({ firstVisitHide: true }, first.storage);
    next.presence.start();
    vi.advanceTimersByTime(3000);
    expect(next.presence.getState()).toEqual({ status: 'closed', closedBy: 'first-visit' });
  });

  it('holds the auto-close countdown while the pointer is over it', () => {
    const { presence } = setup({ autoCloseMs: 5000 });
    presence.start();
    vi.advanceTimersByTime(3000 + 2000);
    presence.hold('hover');
    vi.advanceTimersByTime(60_000);
    expect(presence.getState().status).toBe('shown');
    presence.release('hover');
    vi.advanceTimersByTime(2999);
    expect(presence.getState().status).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(presence.getState().status).toBe('closed');
  });

  it('holds its delay while the tab is hidden', () => {
    const { presence } = setup();
    presence.start();
    presence.hold('hidden');
    vi.advanceTimersByTime(60_000);
    expect(presence.getState().status).toBe('waiting');
    presence.release('hidden');
    vi.advanceTimersByTime(3000);
    expect(presence.getState().status).toBe('shown');
  });

  it('works without memory when the session storage is corrupt', () => {
    const storage = createMemoryStorage();
    storage.setItem(FLOATS_STORAGE_KEY, '{{{');
    const { presence } = setup({}, storage);
    presence.start();
    vi.advanceTimersByTime(3000);
    expect(presence.getState().status).toBe('shown');
  });
});
