import { defineConfig } from 'vitest/config';

/** End-to-end specs: real Chromium against the demo server started by the global setup. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/demo-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser spec that times out once under load is run once more (a second failure fails it).
    retry: 1,
    // expect.poll waits on the page (a chunk fetched, a mount, an answer): its default of 1 s is less than
    // a loaded CI machine can take for that (a held click's replay measured 1.1–1.6 s with four CPU hogs
    // running), so it waits up to 10 s. A poll fails only once its condition never held.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time, each worker with its own Chromium and its own demo server and database
    // (support/demo-server.ts), so no file sees another's submissions, carts or sessions. Chromium waits
    // on timers, transitions and the network for much of a spec, so on two cores two workers take the
    // suite's wall time down without either starving (E2E_WORKERS=1 runs one file at a time again).
    fileParallelism: true,
    maxWorkers: Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1),
  },
});
