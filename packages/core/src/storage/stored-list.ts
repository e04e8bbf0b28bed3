import type { Clock } from '../timing/clock.ts';
import type { StorageLike } from './browser-storage.ts';

/** Reads one stored entry: the entry, or undefined when it does not have the expected shape. */
export type EntryParser<T> = (value: unknown) => T | undefined;

export interface StoredListOptions<T> {
  storage: StorageLike;
  key: string;
  /** The schema of one entry. Entries that fail it are dropped, the rest kept. */
  parseEntry: EntryParser<T>;
  clock: Pick<Clock, 'now'>;
  /** Entries older than this are forgotten; default: kept as long as the storage keeps them. */
  maxAgeMs?: number;
  /** The newest this many entries are kept; default 50. */
  maxEntries?: number;
}

/** Field the list adds to each entry when it expires: epoch ms after which the entry is gone. */
const EXPIRES = 'expires';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON list of records under one storage key, read through a schema. Storage is input like any other:
 * text that is not JSON, a value that is not a list, or an entry of the wrong shape is ignored, never a
 * crash; expired entries are dropped on read.
 */
export function createStoredList<T extends object>(options: StoredListOptions<T>) {
  const { storage, key, parseEntry, clock } = options;
  const maxEntries = options.maxEntries ?? 50;

  function readRaw(): Array<{ entry: T; expires: number | undefined }> {
    let json: unknown;
    try {
      json = JSON.parse(storage.getItem(key) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(json)) return [];
    const now = clock.now();
    const entries: Array<{ entry: T; expires: number | undefined }> = [];
    for (const item of json) {
      if (!isRecord(item)) continue;
      const expires = typeof item[EXPIRES] === 'number' ? (item[EXPIRES] as number) : undefined;
      if (expires !== undefined && expires <= now) continue;
      const entry = parseEntry(item);
      if (entry) entries.push({ entry, expires });
    }
    return entries;
  }

  function writeRaw(entries: Array<{ entry: T; expires: number | undefined }>) {
    const kept = entries.slice(-maxEntries);
    if (kept.length === 0) {
      storage.removeItem(key);
      return;
    }
    storage.setItem(
      key,
      JSON.stringify(
        kept.map(({ entry, expires }) => (expires === undefined ? entry : { ...entry, [EXPIRES]: expires })),
      ),
    );
  }

  return {
    /** Every valid, unexpired entry, oldest first. */
    read(): T[] {
      return readRaw().map(({ entry }) => entry);
    },
    /** Adds an entry after removing those `replaces` matches (so a key is stored once). */
    add(entry: T, replaces: (existing: T) => boolean = () => false) {
      const expires = options.maxAgeMs === undefined ? undefined : clock.now() + options.maxAgeMs;
      writeRaw([...readRaw().filter((item) => !replaces(item.entry)), { entry, expires }]);
    },
    remove(matches: (existing: T) => boolean) {
      const before = readRaw();
      const after = before.filter((item) => !matches(item.entry));
      if (after.length !== before.length) writeRaw(after);
    },
  };
}

export type StoredList<T extends object> = ReturnType<typeof createStoredList<T>>;

/** Small readers for entry schemas: a value of the field, or undefined. */
export const read = {
  record: (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined),
  id: (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined,
  yes: (value: unknown): 'yes' | undefined => (value === 'yes' ? 'yes' : undefined),
  text: (value: unknown, pattern: RegExp): string | undefined =>
    typeof value === 'string' && pattern.test(value) ? value : undefined,
};
