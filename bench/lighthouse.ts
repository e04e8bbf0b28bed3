// npm run bench:lighthouse [-- --runs 3 --pages /,/reviews --desktop yes]
// Lighthouse (performance only) on our pages and on the same pages with the loader disabled: our own
// server HTML and CSS with no script at all, the floor that JavaScript can only add to (issue 10 §5).
// Both are served through one small proxy in front of the demo, so they pay the same costs. Then, for
// each profile, a bare page: what this machine gives a page with next to nothing in it.
import fs from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, startDemoServer } from '../scripts/demo-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/reviews' },
    desktop: { type: 'string', default: 'yes' },
    // `--detail yes`: after each of our runs, the long tasks and each script's main-thread time.
    detail: { type: 'string', default: 'no' },
    // `--traces DIR`: each run's trace (Lighthouse's own `artifacts.Trace`) saved there, for
    // `npm run bench:trace-tasks -- FILE` or Chromium's performance panel.
    traces: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = values.pages.split(',');

/** The floor: our page without the loader, the widgets' props and the page variables (no script). */
const FLOOR_PREFIX = '/__floor';
function withoutScripts(html: string): string {
  return (
    html
      .replace(/<script type="module"[^>]*src="\/assets\/loader\.js"[^>]*><\/script>/g, '')
      // Issue 10: our pages' inline start script, which adds the loader.
      .replace(/<script data-loader="[^"]*">[\s\S]*?<\/script>/g, '')
      .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
  );
}

/**
 * The machine's own floor: a page of one heading and one paragraph, no CSS, no script. Lantern counts
 * even its navigation's task (the window's script context, the devtools agents) ×4 on mobile, so on a
 * slow machine this page alone can show TBT; the figures of our pages are read beside it.
 */
const BARE_PATH = '/__bare';
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>A bare page</h1><p>One heading and one paragraph, no style sheet and no script.</p></body></html>';

async function startProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === BARE_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(BARE_PAGE);
      return;
    }
    const floor = request.url?.startsWith(`${FLOOR_PREFIX}/`) ?? false;
    const path = floor ? (request.url ?? '/').slice(FLOOR_PREFIX.length) : (request.url ?? '/');
    const headers = { ...request.headers, host: new URL(target).host };
    if (floor) headers['accept-encoding'] = 'identity';
    const upstream = http.request(`${target}${path}`, { method: request.method, headers }, (answer) => {
      if (!floor || !String(answer.headers['content-type']).startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        // Compressed as the server compresses pages (brotli, quality 4).
        const body = zlib.brotliCompressSync(withoutScripts(Buffer.concat(chunks).toString('utf8')), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
        });
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 200, {
          ...rest,
          'content-encoding': 'br',
          'content-length': body.length,
        });
        response.end(body);
      });
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes as transferred (compressed), KB. */
  js: number;
  total: number;
  html: number;
}

/** Lighthouse's measure of this machine's CPU in each run (higher is faster). */
const benchmarkIndexes: number[] = [];
let traceCount = 0;

async function runOnce(url: string, port: number, desktop: boolean): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error('lighthouse returned nothing');
  const { lhr } = result;
  if (values.traces) {
    fs.mkdirSync(values.traces, { recursive: true });
    const variant = url.includes(FLOOR_PREFIX) ? 'floor' : url.includes(BARE_PATH) ? 'bare' : 'ours';
    const page =
      new URL(url).pathname.replace(FLOOR_PREFIX, '').replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const file = join(
      values.traces,
      `${variant}-${page}-${desktop ? 'desktop' : 'mobile'}-${++traceCount}.json`,
    );
    fs.writeFileSync(file, JSON.stringify(result.artifacts.Trace));
    console.log(`    trace: ${file}`);
  }
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ??
    []) as NetworkRequest[];
  const bytes = (list: NetworkRequest[]) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  if (values.detail === 'yes') {
    console.log(`  ${url.includes(FLOOR_PREFIX) ? 'floor' : 'ours'} ${new URL(url).pathname}:`);
    printDetail(lhr.audits);
    for (const script of requests.filter((r) => r.resourceType === 'Script'))
      console.log(
        `    fetched ${script.url.replace(/^https?:\/\/[^/]+/, '')}: ${((script.transferSize ?? 0) / 1024).toFixed(1)} KB`,
      );
  }
  if (lhr.categories.performance?.score == null) {
    // Lighthouse gives no score when a metric could not be computed: say which and why.
    const failed = Object.entries(lhr.audits)
      .filter(([, entry]) => entry?.scoreDisplayMode === 'error')
      .map(([id, entry]) => `${id}: ${entry?.errorMessage ?? 'error'}`);
    console.log(`    no score for ${url}: ${lhr.runtimeError?.message ?? failed.join('; ')}`);
  }
  return {
    // A run without a score (NO_NAVSTART and the like) leaves the median to the others.
    score:
      lhr.categories.performance?.score == null
        ? Number.NaN
        : Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes(requests.filter((r) => r.resourceType === 'Script')),
    total: bytes(requests),
    html: bytes(requests.filter((r) => r.resourceType === 'Document')),
  };
}

interface DetailItem {
  url?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  group?: string;
  groupLabel?: string;
}

/** What the main thread did: long tasks (simulated, ms) and each script's evaluation and compile time. */
function printDetail(audits: Record<string, { details?: unknown } | undefined>) {
  const items = (id: string) =>
    ((audits[id]?.details as { items?: DetailItem[] })?.items ?? []) as DetailItem[];
  const name = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
  for (const task of items('long-tasks'))
    console.log(
      `    long task ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms: ${name(task.url)}`,
    );
  // Where the main thread's time went, by kind (style and layout, HTML parsing, script, paint …).
  console.log(
    `    main thread: ${items('mainthread-work-breakdown')
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration ?? 0)} ms`)
      .join(', ')}`,
  );
  for (const script of items('bootup-time'))
    console.log(
      `    script ${name(script.url)}: ${Math.round(script.scripting ?? 0)} ms scripting, ${Math.round(script.scriptParseCompile ?? 0)} ms compile`,
    );
}

/** The median of the runs that produced the figure (a run Lighthouse could not finish gives NaN). */
const median = (numbers: number[]) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] as number);
};

const COLUMNS: Array<{ key: keyof Figures; label: string; format: (n: number) => string }> = [
  { key: 'score', label: 'score', format: (n) => String(n) },
  { key: 'fcp', label: 'FCP ms', format: (n) => String(Math.round(n)) },
  { key: 'lcp', label: 'LCP ms', format: (n) => String(Math.round(n)) },
  { key: 'tbt', label: 'TBT ms', format: (n) => String(Math.round(n)) },
  { key: 'cls', label: 'CLS', format: (n) => n.toFixed(3) },
  { key: 'js', label: 'JS KB', format: (n) => n.toFixed(1) },
  { key: 'total', label: 'all KB', format: (n) => n.toFixed(1) },
  { key: 'html', label: 'HTML KB', format: (n) => n.toFixed(1) },
];

/**
 * `runs` runs of each page, taken in turns (ours, the floor, ours, …) so that the machine's drift over
 * a bench falls on both alike. A run Lighthouse could not record (its trace had no navigation start:
 * seen 2 in 24 runs with Chromium 156) is run again, at most twice, so each median has its runs.
 */
async function runAll(urls: readonly string[], desktop: boolean): Promise<Figures[][]> {
  if (!chrome) throw new Error('Chromium is not running');
  const all: Figures[][] = urls.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, url] of urls.entries()) {
      for (let retries = 0; ; retries++) {
        const figures = await runOnce(url, chrome.port, desktop);
        if (Number.isNaN(figures.score) && retries < 2) continue;
        all[index]?.push(figures);
        break;
      }
    }
  }
  return all;
}

/** The median of each column over a page's runs. */
const mediansOf = (all: readonly Figures[]) =>
  Object.fromEntries(
    COLUMNS.map(({ key }) => [key, median(all.map((figures) => figures[key]))]),
  ) as unknown as Figures;

/** Each run's value of one column, for reading a median beside the runs it came from. */
const eachRun = (all: readonly Figures[], key: keyof Figures) =>
  all.map((figures) => Math.round(figures[key])).join(', ');

const demo = await startDemoServer();
// Stopped part-way (Ctrl-C), the browser and the demo server go too.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    chrome?.kill();
    void demo.stop().finally(() => process.exit(code));
  });
}
const proxy = await startProxy(demo.url);
let chrome: chromeLauncher.LaunchedChrome | undefined;
chrome = await chromeLauncher.launch({
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
  const profiles = values.desktop === 'yes' ? [false, true] : [false];
  const lines: string[] = [];
  for (const desktop of profiles) {
    for (const path of pages) {
      const [oursRuns = [], floorRuns = []] = await runAll(
        [`${proxy.url}${path}`, `${proxy.url}${FLOOR_PREFIX}${path}`],
        desktop,
      );
      const medians = { ours: mediansOf(oursRuns), floor: mediansOf(floorRuns) };
      const profile = desktop ? 'desktop' : 'mobile';
      lines.push(`\n${path} (${profile}, Lighthouse simulated throttling, medians of ${runs})`);
      lines.push(`  ${''.padEnd(12)}${COLUMNS.map((c) => c.label.padStart(9)).join('')}`);
      for (const variant of ['ours', 'floor'] as const) {
        const name = variant === 'ours' ? 'ours' : 'floor (no JS)';
        const row = COLUMNS.map((c) => c.format(medians[variant][c.key]).padStart(9)).join('');
        lines.push(`  ${name.padEnd(12)}${row}`);
      }
      const ratio = COLUMNS.map((c) => {
        const floor = medians.floor[c.key];
        return (floor > 0 ? `${(medians.ours[c.key] / floor).toFixed(2)}×` : '—').padStart(9);
      }).join('');
      lines.push(`  ${'ours/floor'.padEnd(12)}${ratio}`);
      lines.push(
        `  each run, in turns: TBT ours ${eachRun(oursRuns, 'tbt')}; floor ${eachRun(floorRuns, 'tbt')}; LCP ours ${eachRun(oursRuns, 'lcp')}; floor ${eachRun(floorRuns, 'lcp')}`,
      );
      console.log(lines.slice(-6).join('\n'));
    }
    const [bare = []] = await runAll([`${proxy.url}${BARE_PATH}`], desktop);
    const of = (key: keyof Figures) => Math.round(median(bare.map((figures) => figures[key])));
    console.log(
      `\na bare page (${desktop ? 'desktop' : 'mobile'}; one heading and one paragraph, no CSS, no script; medians of ${runs}): score ${of('score')}, FCP ${of('fcp')} ms, TBT ${of('tbt')} ms (each run: ${eachRun(bare, 'tbt')})`,
    );
  }
  // Mobile TBT is the observed main-thread time ×4: on a slower machine even the page without script
  // blocks longer, so TBT is comparable only between runs with a like index.
  console.log(
    `\nthis machine: Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (median of ${benchmarkIndexes.length} runs)`,
  );
  console.log(
    '\nreference, the original review plugin (mobile): FCP 1059 ms, LCP 1472 ms, TBT 28 ms, CLS 0, JS 58.9 KB, all 108 KB, HTML 4.3 KB',
  );
} finally {
  await chrome.kill();
  await proxy.close();
  await demo.stop();
}
