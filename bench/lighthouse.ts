import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../scripts/demo-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
  },
});
const runs = Math.max(1, Number(values.runs));
const _root = path.resolve(import.meta.dirname, '..');

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

const demo = await startDemoServer();
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
  await demo.stop();
}
