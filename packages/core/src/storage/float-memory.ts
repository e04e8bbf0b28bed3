import type { Clock } from '../timing/clock.ts';
import type { StorageLike } from './browser-storage.ts';
import { createStoredList, read } from './stored-list.ts';

/** The sessionStorage key of the floats list (spec 000 §3 "Session storage 'floats' entries"). */
export const FLOATS_STORAGE_KEY = 'wprev_floats';

/** spec 000 §3: each entry holds id, clickedclose (yes), firstvisithide (yes). */
export interface FloatMemoryEntry {
  id: number;
  clickedclose?: 'yes';
  firstvisithide?: 'yes';
}

export function parseFloatMemoryEntry(value: unknown): FloatMemoryEntry | undefined {
  const item = read.record(value);
  const id = read.id(item?.id);
  if (!item || id === undefined) return undefined;
  const entry: FloatMemoryEntry = { id };
  if (read.yes(item.clickedclose)) entry.clickedclose = 'yes';
  if (read.yes(item.firstvisithide)) entry.firstvisithide = 'yes';
  return entry;
}

/** What a page's floats remember for the session: which the visitor closed, which were shown once. */
export function createFloatMemory(storage: StorageLike, clock: Pick<Clock, 'now'>) {
  const list = createStoredList({
    storage,
    key: FLOATS_STORAGE_KEY,
    parseEntry: parseFloatMemoryEntry,
    clock,
  });
  const find = (id: number) => list.read().find((entry) => entry.id === id);
  const merge = (id: number, change: Partial<FloatMemoryEntry>) =>
    list.add({ ...(find(id) ?? { id }), ...change, id }, (entry) => entry.id === id);
  return {
    get: find,
    rememberClosed: (id: number) => merge(id, { clickedclose: 'yes' }),
    rememberFirstVisit: (id: number) => merge(id, { firstvisithide: 'yes' }),
  };
}

export type FloatMemory = ReturnType<typeof createFloatMemory>;
