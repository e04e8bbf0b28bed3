import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, openStorage, type StorageLike } from '../src/storage/browser-storage.ts';
import { createFloatMemory, FLOATS_STORAGE_KEY } from '../src/storage/float-memory.ts';
import { createStoredList, read } from '../src/storage/stored-list.ts';
import { systemClock } from '../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const parseEntry = (value: unknown) => {
  const id = read.id(read.record(value)?.id);
  return id === undefined ? undefined : { id };
};

describe('a stored list', () => {
  it('reads back what it added, oldest first', () => {
    const storage = createMemoryStorage();
    const list = createStoredList({ storage, key: 'k', parseEntry, clock: systemClock });
    list.add({ id: 1 });
    list.add({ id: 2 });
    expect(list.read()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(JSON.parse(storage.getItem('k') ?? '')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('ignores text that is not JSON, or JSON that is not a list, without throwing', () => {
    const storage = createMemoryStorage();
    const list = createStoredList({ storage, key: 'k', parseEntry, clock: systemClock });
    for (const corrupt of ['{not json', '"a string"', '{"id":1}', 'null', '42']) {
      storage.setItem('k', corrupt);
      expect(list.read()).toEqual([]);
    }
  });

  it('keeps the valid entries of a list with some of the wrong shape', () => {
    const storage = createMemoryStorage();
    storage.setItem('k', JSON.stringify([{ id: 1 }, { id: 'two' }, null, [3], { id: -1 }, { id: 4 }]));
    const list = createStoredList({ storage, key: 'k', parseEntry, clock: systemClock });
    expect(list.read()).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('forgets entries once their maximum age has passed', () => {
    const storage = createMemoryStorage();
    const list = createStoredList({ storage, key: 'k', parseEntry, clock: systemClock, maxAgeMs: 1000 });
    list.add({ id: 1 });
    vi.advanceTimersByTime(999);
    expect(list.read()).toEqual([{ id: 1 }]);
    vi.advanceTimersByTime(1);
    expect(list.read()).toEqual([]);
  });

  it('replaces the entry `replaces` matches instead of adding a second', () => {
    const list = createStoredList({
      storage: createMemoryStorage(),
      key: 'k',
      parseEntry,
      clock: systemClock,
    });
    list.add({ id: 1 });
    list.add({ id: 1 }, (entry) => entry.id === 1);
    expect(list.read()).toEqual([{ id: 1 }]);
  });

  it('keeps only the newest maxEntries', () => {
    const list = createStoredList({
      storage: createMemoryStorage(),
      key: 'k',
      parseEntry,
      clock: systemClock,
      maxEntries: 2,
    });
    for (const id of [1, 2, 3]) list.add({ id });
    expect(list.read()).toEqual([{ id: 2 }, { id: 3 }]);
  });
});

describe('openStorage', () => {
  it('works in memory when the browser refuses storage (reading localStorage throws)', () => {
    const storage = openStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
  });

  it('keeps working when writing throws (quota full)', () => {
    const values = new Map<string, string>();
    let full = false;
    const browser: StorageLike = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key) => void values.delete(key),
    };
    const storage = openStorage(() => browser);
    full = true;
    expect(() => storage.setItem('a', '1')).not.toThrow();
  });
});

describe('the floats memory (spec 000 §3 session storage)', () => {
  it('stores entries {id, clickedclose: yes, firstvisithide: yes}', () => {
    const storage = createMemoryStorage();
    const memory = createFloatMemory(storage, systemClock);
    memory.rememberFirstVisit(3);
    memory.rememberClosed(3);
    memory.rememberClosed(4);
    expect(JSON.parse(storage.getItem(FLOATS_STORAGE_KEY) ?? '')).toEqual([
      { id: 3, firstvisithide: 'yes', clickedclose: 'yes' },
      { id: 4, clickedclose: 'yes' },
    ]);
    expect(memory.get(3)).toEqual({ id: 3, firstvisithide: 'yes', clickedclose: 'yes' });
  });

  it('treats a corrupt floats entry as no memory', () => {
    const storage = createMemoryStorage();
    storage.setItem(FLOATS_STORAGE_KEY, '[{"id":3,"clickedclose":true}]');
    expect(createFloatMemory(storage, systemClock).get(3)).toEqual({ id: 3 });
  });
});
