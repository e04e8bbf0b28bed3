import { ADD_TO_CART_ACTION, type CartFragments, CHOOSE_QUANTITY_TEXT } from '@site-widgets/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDED_CHECK_MS,
  createAddToCart,
  followableUrl,
  noGroupedQuantity,
} from '../../src/shop/add-to-cart.ts';
import { systemClock } from '../../src/timing/clock.ts';

function setup(answer: () => Promise<string>) {
  const calls: Array<[string, Record<string, string>]> = [];
  const alerts: string[] = [];
  const visits: string[] = [];
  const fragments: CartFragments[] = [];
  const machine = createAddToCart({
    post: (action, fields) => {
      calls.push([action, fields]);
      return answer();
    },
    clock: systemClock,
    alert: (message) => alerts.push(message),
    navigate: (url) => visits.push(url),
    onFragments: (value) => fragments.push(value),
    log: () => {},
  });
  return { machine, calls, alerts, visits, fragments };
}

const ok = JSON.stringify({
  notices: [],
  error: false,
  fragments: { 'span.sw-cart-count': '<span class="sw-cart-count">1</span>' },
  cart_hash: 'a'.repeat(32),
});

describe('add to cart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes loading → added, hands over the fragments, and shows the check mark for exactly 3.5 s', async () => {
    let resolve: (text: string) => void = () => {};
    const { machine, calls, fragments } = setup(() => new Promise((r) => (resolve = r)));
    const submitted = machine.submit([
      ['add-to-cart', '12'],
      ['quantity', '2'],
    ]);
    expect(machine.store.getState()).toEqual({ phase: 'loading', checked: false });
    // A second press while loading sends nothing more.
    void machine.submit([['add-to-cart', '12']]);
    expect(calls).toEqual([[ADD_TO_CART_ACTION, { 'add-to-cart': '12', quantity: '2' }]]);
    resolve(ok);
    await submitted;
    expect(machine.store.getState()).toEqual({ phase: 'added', checked: true });
    expect(fragments).toHaveLength(1);
    expect(fragments[0]?.cart_hash).toBe('a'.repeat(32));
    vi.advanceTimersByTime(ADDED_CHECK_MS - 1);
    expect(machine.store.getState().checked).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.store.getState()).toEqual({ phase: 'added', checked: false });
    expect(ADDED_CHECK_MS).toBe(3500);
  });

  it('alerts the choose-quantity text for a grouped form with every quantity 0, and sends nothing', async () => {
    const { machine, calls, alerts } = setup(async () => ok);
    await machine.submit([
      ['add-to-cart', '5'],
      ['quantity[6]', '0'],
      ['quantity[7]', ''],
    ]);
    expect(alerts).toEqual([CHOOSE_QUANTITY_TEXT]);
    expect(calls).toEqual([]);
    expect(machine.store.getState().phase).toBe('idle');
  });

  it('alerts notices (low stock) and returns to idle on an error', async () => {
    const { machine, alerts, fragments } = setup(async () =>
      JSON.stringify({ notices: ['Only 4 left in stock!'], error: true }),
    );
    await machine.submit([['add-to-cart', '12']]);
    expect(alerts).toEqual(['Only 4 left in stock!']);
    expect(fragments).toEqual([]);
    expect(machine.store.getState().phase).toBe('idle');
  });

  it('sends the visitor to product_url on an error that carries one; never to a script address', async () => {
    const first = setup(async () =>
      JSON.stringify({ notices: [], error: true, product_url: '/shop/gift-box' }),
    );
    await first.machine.submit([['add-to-cart', '5']]);
    expect(first.visits).toEqual(['/shop/gift-box']);
    expect(first.alerts).toEqual([]);
    const hostile = setup(async () =>
      JSON.stringify({ notices: [], error: true, product_url: 'javascript:alert(1)' }),
    );
    await hostile.machine.submit([['add-to-cart', '5']]);
    expect(hostile.visits).toEqual([]);
  });

  it('only logs a failed call or an unreadable answer, and lets the visitor try again', async () => {
    const failing = setup(async () => {
      throw new Error('offline');
    });
    await failing.machine.submit([['add-to-cart', '1']]);
    expect(failing.alerts).toEqual([]);
    expect(failing.machine.store.getState().phase).toBe('idle');
    const garbage = setup(async () => '<html>');
    await garbage.machine.submit([['add-to-cart', '1']]);
    expect(garbage.machine.store.getState().phase).toBe('idle');
  });

  it('comes back to idle when the visitor changes the form after an add, and stops its timer', async () => {
    const { machine } = setup(async () => ok);
    await machine.submit([['add-to-cart', '12']]);
    machine.reset();
    expect(machine.store.getState()).toEqual({ phase: 'idle', checked: false });
    vi.advanceTimersByTime(ADDED_CHECK_MS);
    expect(machine.store.getState()).toEqual({ phase: 'idle', checked: false });
  });
});

describe('add-to-cart helpers', () => {
  it('follows site paths and http(s) addresses only', () => {
    expect(followableUrl('/shop/a')).toBe('/shop/a');
    expect(followableUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(followableUrl('//evil.example/a')).toBeUndefined();
    expect(followableUrl('javascript:alert(1)')).toBeUndefined();
    expect(followableUrl(42)).toBeUndefined();
  });

  it('tells a grouped form without any quantity from one with some', () => {
    expect(noGroupedQuantity([['quantity[1]', '0']])).toBe(true);
    expect(
      noGroupedQuantity([
        ['quantity[1]', '0'],
        ['quantity[2]', '1'],
      ]),
    ).toBe(false);
    expect(noGroupedQuantity([['quantity', '0']])).toBe(false);
  });
});
