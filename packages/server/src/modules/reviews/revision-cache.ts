/** How much a revision cache may hold, and how it weighs one value. */
export interface RevisionCacheOptions<V> {
  /** Upper bound on the bytes the cache keeps: keys (2 bytes a character) plus every value's weight. */
  maxBytes: number;
  /** An estimate of the bytes a value keeps alive (strings count 2 bytes a character). */
  weigh(value: V): number;
}

/** What an entry is charged while its value is still being computed. */
const PENDING_BYTES = 256;

/**
 * Values derived from the reviews tables, kept until the reviews revision changes. Every write bumps
 * the revision in its own transaction, so a hit is exact on any number of server instances; the
 * price is one primary-key read per request. Concurrent misses for one key share one computation
 * (after a write, a burst of visitors must not each recount the table).
 *
 * Bounded by bytes, not entries: keys come from visitors (filters, `notinstring`), so a count bound
 * would let a few thousand long keys hold gigabytes. The least recently used entries go first; a
 * value heavier than the whole bound is returned but not kept.
 */
export function createRevisionCache<V>(options: RevisionCacheOptions<V>) {
  const entries = new Map<string, { revision: number; value: Promise<V>; bytes: number }>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evict = () => {
    for (const key of entries.keys()) {
      if (bytes <= options.maxBytes) return;
      remove(key);
    }
  };

  return {
    get(key: string, revision: number, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.revision === revision) {
        // Most recently used goes to the end of the eviction order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      remove(key);
      const value = compute();
      const entry = { revision, value, bytes: key.length * 2 + PENDING_BYTES };
      entries.set(key, entry);
      bytes += entry.bytes;
      evict();
      value.then(
        (resolved) => {
          if (entries.get(key) !== entry) return;
          const weight = key.length * 2 + options.weigh(resolved);
          if (weight > options.maxBytes) return remove(key);
          bytes += weight - entry.bytes;
          entry.bytes = weight;
          evict();
        },
        // A failed computation is not kept: the next call tries again.
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      return value;
    },
    /** Bytes held now (keys and weighed values), never above `maxBytes` once a call returns. */
    bytes: () => bytes,
    size: () => entries.size,
  };
}
