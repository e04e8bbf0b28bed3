// npm run bench:instances [-- --reviews 20000 --duration 10 --connections 50]
// Issue 18: wprp_load_more_revs requests per second with one server instance, then two, over one
// PostgreSQL (a throwaway cluster, or DATABASE_URL_BENCH), with the share of CPU the database itself
// used (its processes' ticks from /proc). The same load generator drives both runs: 50 connections to
// one instance, or 25 to each of two. Prints figures; asserts nothing. On a 2-core machine the load
// generator, the instances and PostgreSQL share the same cores: read the figures with that in mind.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type DemoServer, startDemoServer } from '../scripts/demo-server.ts';
// @ts-expect-error: plain .mjs helper shared with the test suite
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';

const { values } = parseArgs({
  options: {
    reviews: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const reviews = Number(values.reviews);
const duration = Number(values.duration);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime (+ reaped children's) of one process, in ticks; 0 when it is gone. */
function processTicks(pid: number, withChildren: boolean): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at index 2 ("state").
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    return (utime ?? 0) + (stime ?? 0) + (withChildren ? (cutime ?? 0) + (cstime ?? 0) : 0);
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** The postmaster listening on `port` (found by its command line) and its live children. */
function postgresProcesses(port: string): { postmaster: number; children: number[] } {
  const pids = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const postmaster = pids.find((pid) => {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /postgres$/.test(args[0] ?? '') && args.includes('-p') && args[args.indexOf('-p') + 1] === port;
    } catch {
      return false;
    }
  });
  if (!postmaster) return { postmaster: -1, children: [] };
  return { postmaster, children: pids.filter((pid) => parentOf(pid) === postmaster) };
}

/** PostgreSQL's CPU ticks so far: the postmaster with its reaped children, plus the live children. */
function postgresTicks(port: string): number {
  const { postmaster, children } = postgresProcesses(port);
  if (postmaster < 0) return Number.NaN;
  return processTicks(postmaster, true) + children.reduce((sum, pid) => sum + processTicks(pid, false), 0);
}

/** All CPU ticks the machine spent (every core, idle included), from /proc/stat. */
function machineTicks(): number {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  return cpu
    .split(/\s+/)
    .slice(1)
    .reduce((sum, value) => sum + Number(value || 0), 0);
}

async function loadMoreRequests(url: string): Promise<autocannon.Request[]> {
  const nonce = ((await (await fetch(`${url}/wp-json/site-widgets/v1/nonce`)).json()) as { nonce: string })
    .nonce;
  const base = { action: 'wprp_load_more_revs', wpfb_nonce: nonce, revid: '1', perrow: '3', nrows: '4' };
  const form = (extra: Record<string, string>) => new URLSearchParams({ ...base, ...extra }).toString();
  const bodies = [
    form({}),
    form({ textsort: 'highest' }),
    form({ textrating: '5' }),
    form({ textlang: 'de' }),
  ];
  let notinstring = '';
  for (let page = 0; page < 4; page++) {
    const response = await fetch(`${url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ notinstring }),
    });
    notinstring = ((await response.json()) as { newnotinstring: string }).newnotinstring;
    bodies.push(form({ notinstring }));
  }
  return bodies.map((body) => ({
    method: 'POST' as const,
    path: '/wp-admin/admin-ajax.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  }));
}

interface RunFigures {
  instances: number;
  rps: number;
  p99: number;
  failures: number;
  postgresCores: number;
  postgresShare: number;
  serverCores: number;
}

/** Load on every instance at once (connections split between them); CPU measured around the run. */
async function run(servers: DemoServer[], requests: autocannon.Request[], port: string): Promise<RunFigures> {
  const serverTicksBefore = servers.map((server) => processTicks(server.child.pid ?? -1, true));
  const postgresBefore = postgresTicks(port);
  const machineBefore = machineTicks();
  const started = process.hrtime.bigint();
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections: Math.max(1, Math.floor(connections / servers.length)),
        duration,
        requests,
      }),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const postgresSpent = postgresTicks(port) - postgresBefore;
  const machineSpent = machineTicks() - machineBefore;
  const serverSpent = servers.reduce(
    (sum, server, index) =>
      sum + processTicks(server.child.pid ?? -1, true) - (serverTicksBefore[index] ?? 0),
    0,
  );
  return {
    instances: servers.length,
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    postgresCores: postgresSpent / TICKS_PER_SECOND / seconds,
    postgresShare: postgresSpent / machineSpent,
    serverCores: serverSpent / TICKS_PER_SECOND / seconds,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-instances-'));
const cluster: { url: string; stop(): void } | undefined = process.env.DATABASE_URL_BENCH
  ? undefined
  : await startThrowawayPostgres();
const databaseUrl = process.env.DATABASE_URL_BENCH ?? cluster?.url ?? '';
const postgresPort = new URL(databaseUrl).port || '5432';
const env = {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'no',
  NONCE_SECRET: 'bench-instances-shared-secret-0123456789',
};
const servers: DemoServer[] = [];
try {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/seed.ts', '--reviews', String(reviews)],
    { cwd: root, env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  servers.push(await startDemoServer({ env, dataDir }));
  servers.push(await startDemoServer({ env, dataDir }));
  const [first] = servers as [DemoServer, DemoServer];
  const requests = await loadMoreRequests(first.url);
  for (const server of servers)
    for (const request of requests)
      await fetch(`${server.url}${request.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: String(request.body),
      });

  const figures = [await run([first], requests, postgresPort), await run(servers, requests, postgresPort)];
  const [one, two] = figures as [RunFigures, RunFigures];
  const cores = os.cpus().length;
  console.log(
    `\nwprp_load_more_revs over one PostgreSQL, ${reviews} reviews, ${duration} s per run, ${connections} connections in all, ${cores} cores shared by the load generator, the instances and PostgreSQL (and whatever else runs on this machine)`,
  );
  const header = [
    'instances',
    'req/s',
    'p99 ms',
    'failed',
    'server cores',
    'postgres cores',
    'postgres share',
  ];
  const rows = figures.map((f) => [
    String(f.instances),
    f.rps.toFixed(0),
    f.p99.toFixed(1),
    String(f.failures),
    f.serverCores.toFixed(2),
    f.postgresCores.toFixed(2),
    `${(f.postgresShare * 100).toFixed(1)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`two instances / one: ${(two.rps / one.rps).toFixed(2)}×`);
  console.log(
    'postgres cores: CPU seconds its processes used per second of the run; postgres share: of all CPU time the machine spent (idle included).',
  );
} finally {
  for (const server of servers) await server.stop();
  cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
