import { describe, expect, it, vi } from 'vitest';
import { createRevisionCache } from '../src/modules/reviews/revision-cache.ts';

describe('the revision cache', () => {
  it('computes once per key and revision, and again when the revision changes', async () => {
    const cache = createRevisionCache<number>({ maxBytes: 10_000, weigh: () => 8 });
    const compute = vi.fn(async () => 42);
    expect(await cache.get('a', 1, compute)).toBe(42);
    expect(await cache.get('a', 1, compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('a', 2, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createRevisionCache<number>({ maxBytes: 10_000, weigh: () => 8 });
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
    const cache = createRevisionCache<number>({ maxBytes: 10_000, weigh: () => 8 });
    await expect(cache.get('k', 1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', 1, async () => 5)).toBe(5);
  });

  it('keeps at most its bound in bytes, dropping the least recently used', async () => {
    // Each entry weighs 2 (key) + 1000 (value) bytes; three fit in 3200, a fourth pushes one out.
    const cache = createRevisionCache<string>({ maxBytes: 3200, weigh: () => 1000 });
    const compute = vi.fn(async () => 'x');
    for (const key of ['a', 'b', 'c']) await cache.get(key, 1, compute);
    await cache.get('a', 1, compute); // a is now the most recently used
    await cache.get('d', 1, compute);
    expect(cache.bytes()).toBeLessThanOrEqual(3200);
    expect(compute).toHaveBeenCalledTimes(4);
    await cache.get('a', 1, compute);
    expect(compute).toHaveBeenCalledTimes(4);
    await cache.get('b', 1, compute);
    expect(compute).toHaveBeenCalledTimes(5);
  });

  it('returns a value heavier than its whole bound without keeping it', async () => {
    const cache = createRevisionCache<string>({ maxBytes: 1000, weigh: (value) => value.length * 2 });
    expect(await cache.get('big', 1, async () => 'x'.repeat(5000))).toHaveLength(5000);
    await Promise.resolve();
    expect(cache.size()).toBe(0);
    expect(cache.bytes()).toBe(0);
  });

  it('stays within its bytes under 10,000 distinct long keys', async () => {
    const cache = createRevisionCache<string>({ maxBytes: 1_000_000, weigh: (value) => value.length * 2 });
    for (let i = 0; i < 10_000; i++) {
      await cache.get(`${i},`.repeat(500), 1, async () => 'page'.repeat(500));
      expect(cache.bytes()).toBeLessThanOrEqual(1_000_000);
    }
    expect(cache.size()).toBeLessThan(10_000);
  });
});
