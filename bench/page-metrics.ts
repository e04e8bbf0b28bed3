import { launchChromium } from '../scripts/chromium.ts';
import { startDemoServer } from '../scripts/demo-server.ts';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/reviews'];

const server = await startDemoServer();
const browser = await launchChromium();
// CLS counts every shift while a visitor scrolls the page from top to bottom, the reviews an endless
// list appends on the way included (issue 9 item 5); the two columns after it say where it came from.
// Summed over the whole visit, not only the worst 5 s window, so no shift hides behind another.
console.log(
  'page        viewport   CLS (with scroll)   of it: load+hydrate   of it: endless-scroll loads   LCP ms   TBT ms   longest task ms   JS on the wire',
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
          __m: {
            cls: number;
            appended: number;
            lcp: number;
            longTasks: number[];
            answers: number[];
            moved: string[];
          };
        };
        w.__m = { cls: 0, appended: 0, lcp: 0, longTasks: [], answers: [], moved: [] };
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
            // What moved, so a figure above 0 says where to look.
            const sources = (entry as unknown as { sources?: Array<{ node?: Node | null }> }).sources ?? [];
            for (const source of sources) {
              const node = source.node;
              const name =
                node instanceof Element ? `${node.tagName.toLowerCase()}.${node.classList[0] ?? ''}` : '';
              if (name && !w.__m.moved.includes(name)) w.__m.moved.push(name);
            }
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
      // Scroll through so every widget loads and hydrates, as a reading visitor would make them, down
      // to the very end: an endless list keeps growing, so the end is where the page stops growing.
      await page.evaluate(async () => {
        let y = 0;
        let still = 0;
        while (still < 20) {
          const end = document.documentElement.scrollHeight - window.innerHeight;
          const next = Math.min(y + 400, end);
          still = next === y ? still + 1 : 0;
          y = next;
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 120));
        }
      });
      await page.waitForTimeout(500);
      const m = await page.evaluate(() => {
        const w = window as unknown as {
          __m: { cls: number; appended: number; lcp: number; longTasks: number[]; moved: string[] };
        };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        let tbt = 0;
        let longest = 0;
        for (let i = 0; i < w.__m.longTasks.length; i += 2) {
          const start = w.__m.longTasks[i] ?? 0;
          const duration = w.__m.longTasks[i + 1] ?? 0;
          if (start >= fcp) tbt += Math.max(0, duration - 50);
          longest = Math.max(longest, duration);
        }
        return { cls: w.__m.cls, appended: w.__m.appended, lcp: w.__m.lcp, tbt, longest, moved: w.__m.moved };
      });
      const total = m.cls + m.appended;
      console.log(
        `${pagePath.padEnd(11)} ${label.padEnd(10)} ${total.toFixed(4).padEnd(19)} ${m.cls.toFixed(4).padEnd(21)} ${m.appended.toFixed(4).padEnd(29)} ${m.lcp.toFixed(0).padEnd(8)} ${m.tbt.toFixed(0).padEnd(8)} ${m.longest.toFixed(0).padEnd(17)} ${(jsBytes / 1024).toFixed(1)} KB`,
      );
      if (m.moved.length) console.log(`            moved: ${m.moved.join(', ')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
