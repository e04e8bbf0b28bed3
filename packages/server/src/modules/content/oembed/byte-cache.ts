/**
 * A least-recently-used cache bounded in bytes (the UTF-8 size of keys and values), with an expiry per
 * entry: what an outside answer may cost in memory is decided here, not by how many videos owners list.
 */
export interface ByteCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number, ttlMs: number): void;
  /** Bytes held now. */
  size(): number;
}

export function createByteCache<V>(maxBytes: number, now: () => number): ByteCache<V> {
  const entries = new Map<string, { value: V; bytes: number; expires: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes, ttlMs) {
      remove(key);
      const cost = bytes + Buffer.byteLength(key);
      if (cost > maxBytes) return;
      for (const oldest of entries.keys()) {
        if (total + cost <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, bytes: cost, expires: now() + ttlMs });
      total += cost;
    },
    size: () => total,
  };
}
