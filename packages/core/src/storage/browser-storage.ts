/** The part of Web Storage a behaviour needs; the browser passes localStorage/sessionStorage, tests a map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that lives as long as the page: what a behaviour gets when the browser refuses storage. */
export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Web Storage that never throws. Reading `window.localStorage` throws when the visitor blocks site data,
 * and `setItem` throws when the quota is full; either way the widget keeps working, only without memory
 * across pages (an in-page memory stands in).
 */
export function openStorage(get: () => StorageLike | null | undefined): StorageLike {
  const memory = createMemoryStorage();
  let storage: StorageLike | undefined;
  try {
    const candidate = get();
    if (candidate) {
      const probe = '__sw_probe__';
      candidate.setItem(probe, '1');
      candidate.removeItem(probe);
      storage = candidate;
    }
  } catch {
    storage = undefined;
  }
  if (!storage) return memory;
  const real = storage;
  return {
    getItem(key) {
      try {
        return real.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        real.setItem(key, value);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        real.removeItem(key);
      } catch {}
      memory.removeItem(key);
    },
  };
}
