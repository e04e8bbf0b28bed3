import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../scripts/demo-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the demo exactly as the README does (built assets, seeded SQLite), in a temp data dir. */
export default async function setup(project: TestProject) {
  // Every browser of the suite is one address (127.0.0.1) sending to the same forms, failed attempts
  // included; the rate limit is the server suite's to test, so here it stays out of the way.
  const server = await startDemoServer({ env: { SUBMIT_RATE_LIMIT: '100000' } });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
