import { chromium } from 'playwright-core';
import { startDemoServer } from '../scripts/demo-server.ts';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/reviews'];

const server = await startDemoServer();
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
  await server.stop();
}
