// npm run bench:startup-profile [-- / /reviews]
// What our scripts do on the main thread as a page starts, with the CPU slowed 4× (as Lighthouse's
// mobile profile counts it): the long tasks (over 50 ms, what Total Blocking Time is made of) seen by
// the page itself up to 5 s after `load`, the renderer's tasks of 30 ms or more by what they were made
// of (a trace), and a sampling profile's self time by script and by function.
// Real throttling, not Lighthouse's simulation: figures to compare changes by, run on a quiet machine.
import { launchChromium } from '../scripts/chromium.ts';
import { startDemoServer } from '../scripts/demo-server.ts';
import {
  describeParts,
  longTasks,
  mainThreadEvents,
  navigationStart,
  type TraceEvent,
} from './support/trace.ts';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/reviews'];
const CPU_SLOWDOWN = 4;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
];

/**
 * The renderer main thread's tasks of 30 ms or more (the CPU slowed, so that is what Lighthouse counts
 * as 120 ms) and, for each, what it was made of: its outermost events by name and script, in ms.
 */
function printTraceTasks(onMain: TraceEvent[], events: TraceEvent[]) {
  for (const task of longTasks(onMain, navigationStart(onMain, events), 30))
    console.log(
      `  task ${task.duration.toFixed(0)} ms at ${task.start.toFixed(0)}: ${describeParts(task.parts)}`,
    );
}

/**
 * How much the page gave the renderer to style and lay out, counted rather than timed (the same page
 * gives about the same counts on any machine, so a change's effect shows through a noisy machine's
 * timings): elements whose style was computed and layout objects laid out, over every pass.
 */
function printRenderingWork(onMain: TraceEvent[]) {
  let styled = 0;
  let laidOut = 0;
  let ms = 0;
  for (const event of onMain) {
    if (event.name === 'UpdateLayoutTree') styled += event.args?.elementCount ?? 0;
    else if (event.name === 'Layout') laidOut += event.args?.beginData?.dirtyObjects ?? 0;
    else continue;
    ms += (event.dur ?? 0) / 1000;
  }
  console.log(
    `  rendering: ${styled} elements styled, ${laidOut} layout objects laid out, ${ms.toFixed(0)} ms of style and layout`,
  );
}

const server = await startDemoServer();
const browser = await launchChromium();
const name = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
try {
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: Array<[number, number]> };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(server.url + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { tasks, load } = await page.evaluate(() => ({
      tasks: (window as unknown as { __tasks: Array<[number, number]> }).__tasks,
      load: performance.getEntriesByType('navigation')[0]
        ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
        : 0,
    }));
    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(`\n${pagePath} (CPU ${CPU_SLOWDOWN}× slower; load at ${Math.round(load)} ms)`);
    const onMain = mainThreadEvents(trace.traceEvents, server.url + pagePath);
    printTraceTasks(onMain, trace.traceEvents);
    printRenderingWork(onMain);
    console.log(
      `  long tasks: ${tasks.map(([start, duration]) => `${Math.round(duration)} ms at ${Math.round(start)}`).join(', ') || 'none'}`,
    );
    console.log(`  blocking (sum of each long task over 50 ms): ${Math.round(blocking)} ms`);
    // Self time of each profile node, by script and by function.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, index) => {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const [id, ms] of self) {
      const frame = byId.get(id)?.callFrame;
      if (!frame?.url) continue;
      byScript.set(name(frame.url), (byScript.get(name(frame.url)) ?? 0) + ms);
      const key = `${frame.functionName || '(anonymous)'} ${name(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
    const top = (map: Map<string, number>, count: number) =>
      [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
    console.log('  self time by script (ms):');
    for (const [script, ms] of top(byScript, 15)) console.log(`    ${ms.toFixed(1).padStart(7)}  ${script}`);
    console.log('  self time by function (ms):');
    for (const [fn, ms] of top(byFunction, 15)) console.log(`    ${ms.toFixed(1).padStart(7)}  ${fn}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
