// npm run bench:page — layout shift, LCP and blocking time of demo pages while they load and every widget
// hydrates, from the Performance API in headless Chromium (phone and desktop). Prints; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/reviews'];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-page-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  'page        viewport   CLS load+hydrate   CLS after endless-scroll loads   LCP ms   TBT ms   JS on the wire',
);
try {
  for (const pagePath of pages) {
    for (const [label, viewport] of [
      ['390', { width: 390, height: 844 }],
      ['1280', { width: 1280, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      let jsBytes = 0;
      page.on('response', async (response) => {
        // The encoded size: what crossed the wire after compression.
        if (response.url().endsWith('.js')) jsBytes += (await response.request().sizes()).responseBodySize;
      });
      await page.addInitScript(() => {
        const w = window as unknown as {
          __m: { cls: number; appended: number; lcp: number; longTasks: number[]; answers: number[] };
        };
        w.__m = { cls: 0, appended: 0, lcp: 0, longTasks: [], answers: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
            if (entry.name.endsWith('/wp-admin/admin-ajax.php')) w.__m.answers.push(entry.responseEnd);
          }
        }).observe({ type: 'resource', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (entry.hadRecentInput) continue;
            // Reviews an endless scroll appended push what follows them: counted apart from load and hydration.
            const appended = w.__m.answers.some((t) => entry.startTime >= t && entry.startTime - t < 500);
            if (appended) w.__m.appended += entry.value;
            else w.__m.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__m.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__m.longTasks.push(entry.startTime, entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(server.url + pagePath, { waitUntil: 'load' });
      // Scroll through so every widget loads and hydrates, as a reading visitor would make them.
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 120));
        }
      });
      await page.waitForTimeout(500);
      const m = await page.evaluate(() => {
        const w = window as unknown as {
          __m: { cls: number; appended: number; lcp: number; longTasks: number[] };
        };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        let tbt = 0;
        for (let i = 0; i < w.__m.longTasks.length; i += 2) {
          const start = w.__m.longTasks[i] ?? 0;
          const duration = w.__m.longTasks[i + 1] ?? 0;
          if (start >= fcp) tbt += Math.max(0, duration - 50);
        }
        return { cls: w.__m.cls, appended: w.__m.appended, lcp: w.__m.lcp, tbt };
      });
      console.log(
        `${pagePath.padEnd(11)} ${label.padEnd(10)} ${m.cls.toFixed(4).padEnd(18)} ${m.appended.toFixed(4).padEnd(32)} ${m.lcp.toFixed(0).padEnd(8)} ${m.tbt.toFixed(0).padEnd(8)} ${(jsBytes / 1024).toFixed(1)} KB`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
