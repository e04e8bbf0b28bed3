import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AjaxHttpError } from '../../src/ajax/ajax-client.ts';
import { createListPopupTimer, type ListPopupState } from '../../src/shop/list-popup.ts';
import { miniPanelNext } from '../../src/shop/mini-panel.ts';
import { ADD_FAILED_MESSAGES, createShopLists } from '../../src/shop/shop-lists.ts';
import { systemClock } from '../../src/timing/clock.ts';

function fakeAjax(answers: Record<string, () => string | Promise<string>>) {
  const calls: Array<{ action: string; fields: Record<string, string>; nonceField?: string }> = [];
  return {
    calls,
    async post(action: string, fields: Record<string, string>, nonceField?: string) {
      calls.push({ action, fields, nonceField });
      const answer = answers[action];
      if (!answer) throw new Error(`unexpected ${action}`);
      return answer();
    },
  };
}

describe('shop lists', () => {
  it('checks each list once per page however many buttons ask', async () => {
    const ajax = fakeAjax({ check_product_in_wishlist_grid: () => '[3,7]' });
    const lists = createShopLists(ajax);
    await Promise.all([lists.load('wishlist'), lists.load('wishlist'), lists.load('wishlist')]);
    expect(ajax.calls).toEqual([
      { action: 'check_product_in_wishlist_grid', fields: {}, nonceField: 'nonce' },
    ]);
    expect(lists.store.getState().wishlist).toMatchObject({ ids: [3, 7], count: 2, loaded: true });
  });

  it('adds when absent and removes when present, by the server answer', async () => {
    const ajax = fakeAjax({
      check_product_in_compare_grid: () => '[]',
      add_to_compare: () => '{"success":true,"data":{"product_id":5,"product_title":"Mug","count":1}}',
      remove_from_compare: () => '{"success":true,"data":{"product_id":5,"product_title":"Mug","count":0}}',
    });
    const lists = createShopLists(ajax);
    await lists.load('compare');
    expect(await lists.toggle('compare', 5)).toEqual({ kind: 'added', productId: 5, title: 'Mug' });
    expect(lists.store.getState().compare).toMatchObject({ ids: [5], count: 1, pending: [] });
    expect(await lists.toggle('compare', 5)).toEqual({ kind: 'removed', productId: 5 });
    expect(lists.store.getState().compare).toMatchObject({ ids: [], count: 0 });
    expect(ajax.calls.map((call) => call.action)).toEqual([
      'check_product_in_compare_grid',
      'add_to_compare',
      'remove_from_compare',
    ]);
  });

  it("gives the server's message when an add is refused, and a default one when it says nothing", async () => {
    let answer: () => string = () => {
      throw new AjaxHttpError(
        409,
        '{"success":false,"data":{"message":"You can compare up to 4 products."}}',
      );
    };
    const lists = createShopLists(fakeAjax({ add_to_compare: () => answer() }));
    expect(await lists.toggle('compare', 9)).toEqual({
      kind: 'error',
      message: 'You can compare up to 4 products.',
    });
    answer = () => {
      throw new AjaxHttpError(500, 'oops');
    };
    expect(await lists.toggle('compare', 9)).toEqual({ kind: 'error', message: ADD_FAILED_MESSAGES.compare });
    answer = () => '{"success":false,"data":{"message":"Not today"}}';
    expect(await lists.toggle('compare', 9)).toEqual({ kind: 'error', message: 'Not today' });
    expect(lists.store.getState().compare.ids).toEqual([]);
  });

  it('ignores a second click while the first is on its way', async () => {
    let finish: (text: string) => void = () => {};
    const lists = createShopLists(
      fakeAjax({ add_to_wishlist: () => new Promise<string>((resolve) => (finish = resolve)) }),
    );
    const first = lists.toggle('wishlist', 2);
    expect(await lists.toggle('wishlist', 2)).toEqual({ kind: 'busy' });
    finish('{"success":true,"data":{"product_id":2,"product_title":"Beans","count":1}}');
    expect((await first).kind).toBe('added');
  });
});

describe('list popup timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('enters, stays for the configured time, then leaves with its animation', () => {
    const states: ListPopupState[] = [];
    const popup = createListPopupTimer(systemClock, { shownMs: 3000, animationMs: 500 }, (s) =>
      states.push(s),
    );
    popup.show();
    expect(states).toEqual(['entering']);
    vi.advanceTimersByTime(499);
    expect(states).toEqual(['entering']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['entering', 'shown']);
    vi.advanceTimersByTime(2999);
    expect(popup.state).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(popup.state).toBe('leaving');
    vi.advanceTimersByTime(500);
    expect(states).toEqual(['entering', 'shown', 'leaving', 'hidden']);
  });

  it('is held while pointed at or focused, and counts its time again on release', () => {
    const popup = createListPopupTimer(systemClock, { shownMs: 3000, animationMs: 0 }, () => {});
    popup.show();
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(2000);
    popup.hold();
    vi.advanceTimersByTime(60_000);
    expect(popup.state).toBe('shown');
    popup.release();
    vi.advanceTimersByTime(2999);
    expect(popup.state).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(popup.state).toBe('hidden');
  });

  it('restarts its time when shown again, and closes at once when asked', () => {
    const popup = createListPopupTimer(systemClock, { shownMs: 1000, animationMs: 0 }, () => {});
    popup.show();
    vi.advanceTimersByTime(800);
    popup.show();
    vi.advanceTimersByTime(800);
    expect(popup.state).toBe('shown');
    popup.close();
    vi.advanceTimersByTime(0);
    expect(popup.state).toBe('hidden');
  });
});

describe('mini panel', () => {
  it('toggles, and closes on an outside click or Escape only', () => {
    expect(miniPanelNext('closed', { type: 'toggle' })).toBe('open');
    expect(miniPanelNext('open', { type: 'toggle' })).toBe('closed');
    expect(miniPanelNext('open', { type: 'page-click', inside: true })).toBe('open');
    expect(miniPanelNext('open', { type: 'page-click', inside: false })).toBe('closed');
    expect(miniPanelNext('open', { type: 'key', key: 'Enter' })).toBe('open');
    expect(miniPanelNext('open', { type: 'key', key: 'Escape' })).toBe('closed');
  });
});
