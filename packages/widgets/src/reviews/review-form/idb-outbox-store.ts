import {
  createStorageOutboxStore,
  type OutboxEntry,
  type OutboxStore,
} from '@site-widgets/core/forms/outbox.ts';
import { openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';

const DATABASE = 'site-widgets';
const STORE = 'review-outbox';
/** A photo up to this size is kept with an offline review (the server accepts up to 5 MB). */
export const OUTBOX_MAX_AVATAR_BYTES = 2 * 1024 * 1024;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE))
      request.result.createObjectStore(STORE, { keyPath: 'uniqueId' });
  };
  return done(request);
}

async function inStore<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const transaction = database.transaction(STORE, mode);
  const result = await done(work(transaction.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
  return result;
}

/** An IndexedDB entry is input like any other: only entries of the right shape are sent. */
function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    typeof entry.uniqueId === 'string' &&
    /^[0-9a-f]{32}$/.test(entry.uniqueId) &&
    typeof entry.formId === 'number' &&
    typeof entry.postId === 'number' &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.attempts === 'number' &&
    Array.isArray(entry.fields) &&
    (entry.avatar === undefined || entry.avatar.file instanceof Blob)
  );
}

/**
 * Where offline reviews are kept in the browser: IndexedDB (photos kept as Blobs, up to 2 MB), or
 * localStorage without photos when IndexedDB is missing or refuses to open (private modes).
 */
export function createBrowserOutboxStore(): OutboxStore {
  const fallback = createStorageOutboxStore(
    openStorage(() => window.localStorage),
    systemClock,
  );
  const hasIndexedDb = typeof indexedDB !== 'undefined';
  let database: Promise<IDBDatabase | undefined> | undefined;
  const open = () => {
    database ??= hasIndexedDb ? openDatabase().catch(() => undefined) : Promise.resolve(undefined);
    return database;
  };
  return {
    async put(entry) {
      const db = await open();
      if (db) await inStore(db, 'readwrite', (store) => store.put(entry));
      else if (entry.avatar) throw new Error('no IndexedDB to keep the photo in');
      else await fallback.put(entry);
    },
    async delete(uniqueId) {
      const db = await open();
      if (db) await inStore(db, 'readwrite', (store) => store.delete(uniqueId));
      await fallback.delete(uniqueId);
    },
    async all() {
      const db = await open();
      const kept = db ? (await inStore(db, 'readonly', (store) => store.getAll())).filter(isEntry) : [];
      return [...kept, ...(await fallback.all())];
    },
    keepsAvatar: (bytes) => hasIndexedDb && bytes <= OUTBOX_MAX_AVATAR_BYTES,
  };
}
