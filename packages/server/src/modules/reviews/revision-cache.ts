/**
 * Values derived from the reviews tables, kept until the reviews revision changes. Every write bumps
 * the revision in its own transaction, so a hit is exact on any number of server instances; the
 * price is one primary-key read per request. Concurrent misses for one key share one computation
 * (after a write, a burst of visitors must not each recount the table). Bounded: oldest goes first.
 */
export function createRevisionCache<V>(maxEntries: number) {
  const entries = new Map<string, { revision: number; value: Promise<V> }>();
  return {
    get(key: string, revision: number, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.revision === revision) return hit.value;
      const value = compute();
      entries.delete(key);
      entries.set(key, { revision, value });
      // A failed computation is not kept: the next call tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
