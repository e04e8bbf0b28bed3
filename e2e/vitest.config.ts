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
    // One Chromium at a time: the machine has two cores.
    fileParallelism: false,
  },
});
