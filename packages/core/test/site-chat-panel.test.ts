import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_HIDE_MS, CHAT_SHOW_MS, chatControlShown, createChatPanel } from '../src/site/chat-panel.ts';
import { systemClock } from '../src/timing/clock.ts';

describe('the footer chat panel (spec 000 §9: show 200 ms, hide 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts collapsed with the "show chat" control', () => {
    const panel = createChatPanel(systemClock);
    expect(panel.getState()).toBe('collapsed');
    expect(chatControlShown(panel.getState())).toBe('show');
  });

  it('is expanded 200 ms after show, and swaps to the "hide chat" control at once', () => {
    const panel = createChatPanel(systemClock);
    panel.show();
    expect(chatControlShown(panel.getState())).toBe('hide');
    vi.advanceTimersByTime(CHAT_SHOW_MS - 1);
    expect(panel.getState()).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(panel.getState()).toBe('expanded');
  });

  it('is collapsed 500 ms after hide, and swaps back to "show chat" at once', () => {
    const panel = createChatPanel(systemClock);
    panel.show();
    vi.advanceTimersByTime(200);
    panel.hide();
    expect(chatControlShown(panel.getState())).toBe('show');
    vi.advanceTimersByTime(CHAT_HIDE_MS - 1);
    expect(panel.getState()).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(panel.getState()).toBe('collapsed');
  });

  it('turns round mid-way: show while hiding opens again in 200 ms', () => {
    const panel = createChatPanel(systemClock);
    panel.show();
    vi.advanceTimersByTime(200);
    panel.hide();
    vi.advanceTimersByTime(300);
    panel.show();
    vi.advanceTimersByTime(500);
    expect(panel.getState()).toBe('expanded');
  });

  it('notifies subscribers of each state, and stops its timer on destroy', () => {
    const panel = createChatPanel(systemClock);
    const seen: string[] = [];
    panel.subscribe(() => seen.push(panel.getState()));
    panel.show();
    panel.destroy();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['opening']);
  });
});
