import type { Clock } from '../timing/clock.ts';
import type { StorageLike } from './browser-storage.ts';
import { createStoredList, read } from './stored-list.ts';

/** The sessionStorage key of the review forms that already opened by themselves this session. */
export const FORM_POPUPS_STORAGE_KEY = 'wprev_form_popups';

interface ShownEntry {
  id: number;
  shown: 'yes';
}

function parseShownEntry(value: unknown): ShownEntry | undefined {
  const item = read.record(value);
  const id = read.id(item?.id);
  return id !== undefined && read.yes(item?.shown) ? { id, shown: 'yes' } : undefined;
}

/** Remembers, for the session, which things (by id) were shown once: an automatic pop-up form opens once. */
export function createShownOnce(
  storage: StorageLike,
  clock: Pick<Clock, 'now'>,
  key = FORM_POPUPS_STORAGE_KEY,
) {
  const list = createStoredList({ storage, key, parseEntry: parseShownEntry, clock });
  return {
    wasShown: (id: number) => list.read().some((entry) => entry.id === id),
    remember: (id: number) => list.add({ id, shown: 'yes' }, (entry) => entry.id === id),
  };
}

export type ShownOnce = ReturnType<typeof createShownOnce>;
