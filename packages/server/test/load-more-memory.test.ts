import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createLoadMoreService, DEFAULT_CACHE_BYTES } from '../src/modules/reviews/load-more.ts';
import { createReviewRepository } from '../src/modules/reviews/review-repository.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';

const KEYS = 10_000;
const boundTotal = Object.values(DEFAULT_CACHE_BYTES).reduce((sum, bytes) => sum + bytes, 0);

// The heap is read after a full collection on both sides, so what is measured is what is still held,
// not garbage the collector has not reached yet (which made the figure swing by tens of megabytes).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
function heapHeld(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe.each(DIALECTS)('the load-more caches under hostile keys, on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => database?.destroy());

  it(`stay within their byte bounds over ${KEYS.toLocaleString('en')} distinct hostile keys`, async () => {
    database = await freshDatabase(dialect);
    const { templateId } = await seed(
      database,
      Array.from({ length: 30 }, (_, i) => review(i + 1)),
    );
    const loadMore = createLoadMoreService(createReviewRepository(database.db, database.dialect));
    const before = heapHeld();
    const base = {
      revid: templateId,
      callnum: 1,
      clickedpnum: 0,
      perrow: 2,
      nrows: 2,
      cpostid: undefined,
      notinstring: [] as number[],
    };
    for (let i = 0; i < KEYS; i++) {
      const hostile = HOSTILE_STRINGS[i % HOSTILE_STRINGS.length] ?? '';
      // Three kinds of key a visitor chooses: search text, a long NOT-IN list past the first pages,
      // and a short NOT-IN list within them.
      const kind = i % 3;
      const request =
        kind === 0
          ? { ...base, textsearch: `${i} ${hostile}`.slice(0, 200) }
          : kind === 1
            ? { ...base, notinstring: Array.from({ length: 300 }, (_, j) => 1_000_000 + i * 300 + j) }
            : { ...base, notinstring: [1_000_000_000 + i, 1, 2] };
      const outcome = await loadMore(request);
      expect(outcome.ok).toBe(true);
    }
    const after = heapHeld();
    expect(loadMore.cachedBytes()).toBeLessThanOrEqual(boundTotal);
    // What is still held after a collection: the caches' bound plus room for the database driver's and
    // V8's own structures; an unbounded cache holds gigabytes here (10,000 keys of 300 ids ≈ 60 MB of keys alone).
    expect(after - before).toBeLessThan(boundTotal + 32 * 1024 * 1024);
  }, 400_000);
});
