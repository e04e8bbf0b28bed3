import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  automaticPublicPath,
  CHUNK_TIMEOUT_MS,
  loadChunk,
  PUBLIC_PATH_UNSUPPORTED,
} from '../src/site/chunk-loading.ts';

describe('loading a chunk (spec 000 §8, §9: 120 s time-out)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the chunk when it arrives in time', async () => {
    const chunk = { mount: () => {} };
    await expect(loadChunk('site-nav', () => Promise.resolve(chunk))).resolves.toBe(chunk);
  });

  it('fails with "Loading chunk {n} failed" at 120 s, not before', async () => {
    const outcome = vi.fn();
    loadChunk('site-lightbox', () => new Promise(() => {})).catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]?.[0] as Error;
    expect(error.message).toBe('Loading chunk site-lightbox failed');
    expect(error.name).toBe('ChunkLoadError');
  });

  it('fails with the same message at once when the import fails, keeping its cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk('site-chat', () => Promise.reject(cause)).catch((e: Error) => e);
    expect((error as Error).message).toBe('Loading chunk site-chat failed');
    expect((error as Error).cause).toBe(cause);
  });

  it('clears its timer once the chunk is there', async () => {
    await loadChunk('site-nav', () => Promise.resolve(1));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the loader’s own address (automatic publicPath)', () => {
  it('is the folder of the module URL, without query or fragment', () => {
    expect(automaticPublicPath('https://cafe.example/assets/loader.js?v=3#x', undefined)).toBe(
      'https://cafe.example/assets/',
    );
  });

  it('falls back to the running script’s src', () => {
    expect(automaticPublicPath(undefined, 'https://cdn.example/w/loader.js')).toBe('https://cdn.example/w/');
  });

  it('reports "Automatic publicPath is not supported in this browser" when neither is known', () => {
    expect(() => automaticPublicPath(undefined, undefined)).toThrow(PUBLIC_PATH_UNSUPPORTED);
    expect(() => automaticPublicPath('', '')).toThrow(
      'Automatic publicPath is not supported in this browser',
    );
  });
});
