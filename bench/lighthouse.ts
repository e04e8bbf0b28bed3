// npm run bench:lighthouse [-- --runs 3 --path /]
// Lighthouse (mobile profile: a mid-range phone on a slow 4G connection, simulated) on the demo's home
// page, against a fresh demo server: performance score, LCP, total blocking time, CLS, and the JavaScript
// and CSS the page ships, gzip. Prints figures (median of the runs); asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
  },
});
const runs = Math.max(1, Number(values.runs));
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The demo exactly as `npm start` runs it (built assets, seeded SQLite), in a temp data dir. */
async function startDemo(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  if (!fs.existsSync(path.join(root, 'dist/assets/loader.js')))
    throw new Error('dist/assets/loader.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dataDir };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the demo server did not start');
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
}

interface RunFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: { count: number; transfer: number; gzip: number };
  css: { count: number; transfer: number; gzip: number };
  scripts: Array<{ name: string; gzip: number }>;
}

/** gzip -9 of a resource as the server sends it uncompressed: the size the brief compares. */
async function gzipSize(url: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  cache.set(url, size);
  return size;
}

async function runOnce(url: string, port: number, cache: Map<string, number>): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('lighthouse returned nothing');
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ??
    []) as NetworkRequest[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const styles = requests.filter((r) => r.resourceType === 'Stylesheet');
  const total = async (list: NetworkRequest[]) => ({
    count: list.length,
    transfer: list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    gzip: (await Promise.all(list.map((r) => gzipSize(r.url, cache)))).reduce((a, b) => a + b, 0),
  });
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: await total(scripts),
    css: await total(styles),
    scripts: await Promise.all(
      scripts.map(async (r) => ({ name: new URL(r.url).pathname, gzip: await gzipSize(r.url, cache) })),
    ),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const demo = await startDemo();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const cache = new Map<string, number>();
  const all: RunFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    const figures = await runOnce(`${demo.url}${values.path}`, chrome.port, cache);
    console.log(
      `run ${run}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
    all.push(figures);
  }
  const last = all.at(-1) as RunFigures;
  console.log(`\nLighthouse ${values.path} (mobile profile, simulated throttling), median of ${runs}:`);
  console.log(`  performance score    ${median(all.map((f) => f.score))}`);
  console.log(`  LCP                  ${Math.round(median(all.map((f) => f.lcp)))} ms`);
  console.log(`  total blocking time  ${Math.round(median(all.map((f) => f.tbt)))} ms`);
  console.log(`  CLS                  ${median(all.map((f) => f.cls)).toFixed(3)}`);
  console.log(
    `  JavaScript           ${last.js.count} files, ${kb(last.js.gzip)} gzip (${kb(last.js.transfer)} as transferred)`,
  );
  console.log(
    `  CSS                  ${last.css.count} files, ${kb(last.css.gzip)} gzip (${kb(last.css.transfer)} as transferred)`,
  );
  console.log('\n  scripts fetched (gzip):');
  for (const script of [...last.scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${script.name.padEnd(48)} ${kb(script.gzip).padStart(9)}`);
  console.log(
    '\nanchor: the original page builder front end ships 93.5 KB gzip of JavaScript before any widget, 136.8 KB with its slider and popup',
  );
} finally {
  await chrome.kill();
  demo.child.kill('SIGTERM');
  await new Promise((resolve) => demo.child.once('exit', resolve));
  fs.rmSync(demo.dataDir, { recursive: true, force: true });
}
