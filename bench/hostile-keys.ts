// node --expose-gc --import tsx bench/hostile-keys.ts [-- --requests 10000 --ids 5000]
// Memory of the load-more service under hostile cache keys (issue 8): every request a fresh
// `notinstring` of up to 5,000 ids, the key the page cache was once bounded by count on. Prints RSS and
// heap before, at the peak and after a collection, and the bytes the caches say they hold. Asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { createLoadMoreService } from '../packages/server/src/modules/reviews/load-more.ts';
import { generateReviews } from '../packages/server/src/modules/reviews/review-generator.ts';
import { createReviewRepository } from '../packages/server/src/modules/reviews/review-repository.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    ids: { type: 'string', default: '5000' },
  },
});
const requests = Number(values.requests);
const idsPerKey = Number(values.ids);

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-hostile-'));
const database = await openDatabase({ url: path.join(directory, 'bench.sqlite') });
const repository = createReviewRepository(database.db, database.dialect);
const templateId = await repository.insertTemplate('Bench', { perRow: 3, rows: 4, sortOrder: 'newest' });
await repository.insertMany([...generateReviews(2000)]);
const loadMore = createLoadMoreService(repository) as ReturnType<typeof createLoadMoreService> & {
  cachedBytes?: () => number;
};

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
const started = process.hrtime.bigint();
for (let i = 0; i < requests; i++) {
  // Ids past the table: the page is the first page again, under a key no other visitor sends.
  const notinstring = Array.from({ length: idsPerKey }, (_, j) => 10_000_000 + i * idsPerKey + j);
  await loadMore({
    revid: templateId,
    callnum: 1,
    clickedpnum: 0,
    perrow: 3,
    nrows: 4,
    cpostid: undefined,
    notinstring,
  });
  if (i % 250 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const peak = process.memoryUsage();
peakRss = Math.max(peakRss, peak.rss);
gc?.();
const after = process.memoryUsage();
console.log(`${requests} requests, ${idsPerKey} ids each, ${(requests / seconds).toFixed(0)} req/s`);
console.log(`rss   before ${mb(before.rss)}  peak ${mb(peakRss)}  after gc ${mb(after.rss)}`);
console.log(
  `heap  before ${mb(before.heapUsed)}  at end ${mb(peak.heapUsed)}  after gc ${mb(after.heapUsed)}`,
);
if (loadMore.cachedBytes) console.log(`caches hold ${mb(loadMore.cachedBytes())}`);
await database.destroy();
fs.rmSync(directory, { recursive: true, force: true });
