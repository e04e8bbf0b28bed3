// npm run bench:load-more [-- --reviews 100000 --duration 10 --databases sqlite,postgres]
// Requests/s and latency of wprp_load_more_revs (12 per page) next to the same server's /healthz, on
// SQLite and PostgreSQL, then p99 at a fixed 1,000 requests/s. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startDemoServer } from '../scripts/demo-server.ts';
// @ts-expect-error: plain .mjs helper shared with the test suite
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';

const { values } = parseArgs({
  options: {
    reviews: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const reviews = Number(values.reviews);
const duration = Number(values.duration);
const root = path.resolve(import.meta.dirname, '..');

function seed(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/seed.ts', '--reviews', String(reviews)],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('seeding failed');
  return (Date.now() - started) / 1000;
}

async function nonce(url: string): Promise<string> {
  return ((await (await fetch(`${url}/wp-json/site-widgets/v1/nonce`)).json()) as { nonce: string }).nonce;
}

/** The bodies a busy page sends: first pages, deeper load-more pages, a filter, random order. */
async function loadMoreBodies(url: string, token: string): Promise<string[]> {
  const base = {
    action: 'wprp_load_more_revs',
    wpfb_nonce: token,
    revid: '1',
    perrow: '3',
    nrows: '4',
    callnum: '1',
  };
  const form = (extra: Record<string, string>) => new URLSearchParams({ ...base, ...extra }).toString();
  const bodies = [
    form({}),
    form({ textsort: 'highest' }),
    form({ textrating: '5' }),
    form({ textlang: 'de' }),
    form({ textsort: 'random' }),
  ];
  let notinstring = '';
  for (let page = 0; page < 5; page++) {
    const response = await fetch(`${url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ notinstring }),
    });
    notinstring = ((await response.json()) as { newnotinstring: string }).newnotinstring;
    bodies.push(form({ notinstring }));
  }
  return bodies;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, requests: autocannon.Request[], overallRate?: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: overallRate ? 20 : 50,
    duration,
    requests,
    ...(overallRate ? { overallRate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const rows: string[][] = [];
for (const dialect of values.databases.split(',')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-'));
  let cluster: { url: string; stop(): void } | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  if (dialect === 'postgres') {
    cluster = process.env.DATABASE_URL_BENCH ? undefined : await startThrowawayPostgres();
    env.DATABASE_URL = process.env.DATABASE_URL_BENCH ?? cluster?.url;
  }
  try {
    const seconds = seed(env);
    console.log(`${dialect}: seeded ${reviews} reviews in ${seconds.toFixed(1)} s`);
    const server = await startDemoServer({
      env: { DATABASE_URL: env.DATABASE_URL, SEED_DEMO: 'no' },
      dataDir,
    });
    const { url } = server;
    try {
      const token = await nonce(url);
      const bodies = await loadMoreBodies(url, token);
      const loadMore = bodies.map((body) => ({
        method: 'POST' as const,
        path: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }));
      // Warm-up: each kind of call once, as the first visitors after a restart would.
      for (const request of loadMore) {
        await fetch(`${url}${request.path}`, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
        });
      }
      const health = await measure(url, [{ method: 'GET', path: '/healthz' }]);
      const more = await measure(url, loadMore);
      const paced = await measure(url, loadMore, 1000);
      // Per body, to see which kind of call costs what.
      for (const [index, request] of loadMore.entries()) {
        const one = await measure(url, [request]);
        console.log(
          `${dialect} body ${index}: ${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms  (${new URLSearchParams(
            request.body,
          )
            .toString()
            .replace(/wpfb_nonce=[^&]+&?/, '')
            .slice(0, 90)})`,
        );
      }
      rows.push(
        [
          dialect,
          '/healthz',
          health.rps.toFixed(0),
          health.p50.toFixed(1),
          health.p99.toFixed(1),
          String(health.non2xx + health.errors),
        ],
        [
          dialect,
          'load_more (max)',
          more.rps.toFixed(0),
          more.p50.toFixed(1),
          more.p99.toFixed(1),
          String(more.non2xx + more.errors),
        ],
        [
          dialect,
          'load_more @1000/s',
          paced.rps.toFixed(0),
          paced.p50.toFixed(1),
          paced.p99.toFixed(1),
          String(paced.non2xx + paced.errors),
        ],
        [dialect, 'ratio load_more/healthz', (more.rps / health.rps).toFixed(2), '', '', ''],
      );
    } finally {
      await server.stop();
    }
  } finally {
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const header = ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx+errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(
  `\nwprp_load_more_revs, 12 per page, ${reviews} reviews, ${duration} s per run, 2 cores shared with the load generator`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
