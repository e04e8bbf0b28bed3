// npm run bench:trace-tasks -- FILE… [--slowdown 4]
// The main-thread tasks in saved traces (`npm run bench:lighthouse -- --traces DIR`) that Lighthouse's
// mobile profile counts toward Total Blocking Time: each observed task of over 50 ms ÷ the CPU slowdown
// (12.5 ms at 4×) after the first contentful paint, what it was made of, and the blocking it adds once
// multiplied (duration × slowdown − 50 ms). Lantern's simulation moves tasks in time; the observed order
// and sizes are what a change can act on.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  describeParts,
  longTasks,
  mainThreadEvents,
  navigationStart,
  type TraceEvent,
} from './support/trace.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { slowdown: { type: 'string', default: '4' } },
});
const slowdown = Number(values.slowdown);
if (positionals.length === 0 || !(slowdown >= 1)) {
  console.error('usage: npm run bench:trace-tasks -- FILE… [--slowdown 4]');
  process.exit(2);
}

for (const file of positionals) {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const onMain = mainThreadEvents(events);
  const origin = navigationStart(onMain, events);
  const fcpEvent = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === onMain[0]?.pid && event.ts >= origin,
  );
  const fcp = fcpEvent ? (fcpEvent.ts - origin) / 1000 : 0;
  console.log(`\n${file}: first contentful paint at ${fcp.toFixed(0)} ms (observed)`);
  let blocking = 0;
  for (const task of longTasks(onMain, origin, 50 / slowdown)) {
    // As Lighthouse counts it: only the part after FCP.
    const counted = Math.min(task.duration, task.start + task.duration - fcp);
    const blocks = Math.max(0, counted * slowdown - 50);
    blocking += blocks;
    console.log(
      `  ${task.duration.toFixed(1).padStart(6)} ms at ${task.start.toFixed(0).padStart(5)}${counted > 0 ? ` (blocks ${blocks.toFixed(0)})` : ' (before FCP)'}: ${describeParts(task.parts)}`,
    );
  }
  console.log(`  blocking after FCP, ×${slowdown}: ${blocking.toFixed(0)} ms`);
}
