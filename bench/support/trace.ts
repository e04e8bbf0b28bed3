// Reading a Chromium trace (Lighthouse's `artifacts.Trace`, or one recorded by the startup profile):
// the page renderer's main thread and its tasks, each with what it was made of.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { url?: string; type?: string; frame?: string; functionName?: string };
    elementCount?: number;
    beginData?: { dirtyObjects?: number; url?: string };
  };
}

/**
 * The page renderer's main-thread events: the thread that parsed the page's HTML the longest (a
 * navigation may change process, so the renderer that started is not always the page's), or the one
 * that parsed `pageUrl` when given.
 */
export function mainThreadEvents(events: TraceEvent[], pageUrl?: string): TraceEvent[] {
  const parsed = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ParseHTML') continue;
    if (pageUrl && event.args?.beginData?.url !== pageUrl) continue;
    const thread = `${event.pid}:${event.tid}`;
    parsed.set(thread, (parsed.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...parsed].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts);
}

/** The navigation's start on the main thread's process (µs), the origin every time here is counted from. */
export function navigationStart(onMain: TraceEvent[], events: TraceEvent[]): number {
  const starts = events.filter((event) => event.name === 'navigationStart' && event.pid === onMain[0]?.pid);
  // The last one before the page's first parse: an about:blank start may come first.
  const firstParse = onMain.find((event) => event.name === 'ParseHTML')?.ts ?? Number.POSITIVE_INFINITY;
  return starts.filter((event) => event.ts <= firstParse).at(-1)?.ts ?? onMain[0]?.ts ?? 0;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';

/** A task's outermost events, by name (with event type and script) and summed, in ms, largest first. */
export function taskParts(onMain: TraceEvent[], task: TraceEvent): Array<[string, number]> {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  let reached = task.ts;
  for (const event of onMain) {
    if (event === task || event.ts < reached || event.ts >= end || /RunTask$/.test(event.name)) continue;
    const url = event.args?.data?.url ? ` ${shortUrl(event.args.data.url)}` : '';
    const type = event.args?.data?.type ? ` ${event.args.data.type}` : '';
    const fn = event.args?.data?.functionName ? ` ${event.args.data.functionName}` : '';
    const key = `${event.name}${type}${url}${fn}`;
    parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0) / 1000);
    reached = event.ts + (event.dur ?? 0);
  }
  return [...parts].sort((a, b) => b[1] - a[1]);
}

/** The main thread's tasks of at least `minMs`, with their start (ms from `origin`) and parts. */
export function longTasks(onMain: TraceEvent[], origin: number, minMs: number) {
  return onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minMs * 1000)
    .map((task) => ({
      start: (task.ts - origin) / 1000,
      duration: (task.dur ?? 0) / 1000,
      parts: taskParts(onMain, task),
    }));
}

/** `Layout 24, UpdateLayoutTree 23`: a task's parts of 1 ms or more. */
export function describeParts(parts: Array<[string, number]>): string {
  return parts
    .filter(([, ms]) => ms >= 1)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(', ');
}
