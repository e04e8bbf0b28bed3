import { REFRESH_FRAGMENTS_ACTION } from '@site-widgets/contract';
import { describe, expect, it } from 'vitest';
import {
  cartHashFromCookie,
  FRAGMENTS_STORAGE_KEY,
  pageFragments,
  storeFragments,
} from '../../src/shop/cart-fragments.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const HASH = 'b'.repeat(32);
const OTHER = 'c'.repeat(32);

describe('cart fragments cache', () => {
  it('reads the hash cookie, and nothing from a malformed one', () => {
    expect(cartHashFromCookie(`a=1; sw_cart_hash=${HASH}; b=2`)).toBe(HASH);
    expect(cartHashFromCookie('sw_cart_hash=<script>')).toBe('');
    expect(cartHashFromCookie('')).toBe('');
  });

  it('makes no call for an empty cart, and forgets stored fragments', async () => {
    const storage = memoryStorage();
    storeFragments(storage, { fragments: { a: 'x' }, cart_hash: HASH });
    const calls: string[] = [];
    const answer = await pageFragments({
      cookie: '',
      storage,
      post: async (action) => {
        calls.push(action);
        return '{}';
      },
    });
    expect(answer).toBeUndefined();
    expect(calls).toEqual([]);
    expect(storage.map.has(FRAGMENTS_STORAGE_KEY)).toBe(false);
  });

  it('answers from storage when the hash is unchanged, and refreshes once when it changed', async () => {
    const storage = memoryStorage();
    storeFragments(storage, { fragments: { 'span.sw-cart-count': 'old' }, cart_hash: HASH });
    const calls: string[] = [];
    const post = async (action: string) => {
      calls.push(action);
      return JSON.stringify({ fragments: { 'span.sw-cart-count': 'new' }, cart_hash: OTHER });
    };
    const same = await pageFragments({ cookie: `sw_cart_hash=${HASH}`, storage, post });
    expect(same?.fragments['span.sw-cart-count']).toBe('old');
    expect(calls).toEqual([]);
    const changed = await pageFragments({ cookie: `sw_cart_hash=${OTHER}`, storage, post });
    expect(changed?.fragments['span.sw-cart-count']).toBe('new');
    expect(calls).toEqual([REFRESH_FRAGMENTS_ACTION]);
    const again = await pageFragments({ cookie: `sw_cart_hash=${OTHER}`, storage, post });
    expect(again?.fragments['span.sw-cart-count']).toBe('new');
    expect(calls).toHaveLength(1);
  });
});
