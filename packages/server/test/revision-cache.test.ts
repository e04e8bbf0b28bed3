import { describe, expect, it, vi } from 'vitest';
import { createRevisionCache } from '../src/modules/reviews/revision-cache.ts';

describe('the revision cache', () => {
  it('computes once per key and revision, and again when the revision changes', async () => {
    const cache = createRevisionCache<number>(10);
    const compute = vi.fn(async () => 42);
    expect(await cache.get('a', 1, compute)).toBe(42);
    expect(await cache.get('a', 1, compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('a', 2, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createRevisionCache<number>(10);
    let resolve: (n: number) => void = () => {};
    const compute = vi.fn(
      () =>
        new Promise<number>((r) => {
          resolve = r;
        }),
    );
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('k', 7, compute)));
    resolve(3);
    expect(await all).toEqual(new Array(50).fill(3));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed computation so the next call retries', async () => {
    const cache = createRevisionCache<number>(10);
    await expect(cache.get('k', 1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', 1, async () => 5)).toBe(5);
  });

  it('keeps at most its bound, dropping the oldest', async () => {
    const cache = createRevisionCache<string>(2);
    const compute = vi.fn(async () => 'x');
    await cache.get('a', 1, compute);
    await cache.get('b', 1, compute);
    await cache.get('c', 1, compute);
    await cache.get('a', 1, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
