import type { TestProject } from 'vitest/node';
import { freePort, startDemoServer } from '../../scripts/demo-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Issue 18 item 2: the port of the one other origin the demo allows (`http://localhost:<port>`). */
    foreignPort: number;
  }
}

/** Starts the demo exactly as the README does (built assets, seeded SQLite), in a temp data dir. */
export default async function setup(project: TestProject) {
  // Every browser of the suite is one address (127.0.0.1) sending to the same forms, failed attempts
  // included; the rate limit is the server suite's to test, so here it stays out of the way.
  // The demo runs on 127.0.0.1; cross-origin.e2e.ts serves a partner's page on localhost (another origin,
  // the one listed) and one on another port (not listed). No other spec sends from another origin.
  const foreignPort = await freePort();
  const server = await startDemoServer({
    env: { SUBMIT_RATE_LIMIT: '100000', ALLOWED_ORIGINS: `http://localhost:${foreignPort}` },
  });
  project.provide('baseUrl', server.url);
  project.provide('foreignPort', foreignPort);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
