import type { TestProject } from 'vitest/node';
import { type DemoServer, freePort, startDemoServer } from '../../scripts/demo-server.ts';

/** What one worker's demo server is: its address, its data directory, and its partner origin's port. */
export interface E2eDemo {
  baseUrl: string;
  dataDir: string;
  /** Issue 18 item 2: the port of the one other origin the demo allows (`http://localhost:<port>`). */
  foreignPort: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One demo server per e2e worker, in the order of the workers' ids (VITEST_POOL_ID 1, 2, …). */
    demoServers: E2eDemo[];
  }
}

/**
 * Starts the demo exactly as the README does (built assets, seeded SQLite), once for each worker the
 * suite runs files in (e2e/vitest.config.ts), each in a temp data dir of its own. Files on one worker
 * run one after another against its server, as the whole suite once did against one; files on two
 * workers never share a database, a rate limit or a stored session.
 */
export default async function setup(project: TestProject) {
  // Every browser of the suite is one address (127.0.0.1) sending to the same forms, failed attempts
  // included; the rate limit is the server suite's to test, so here it stays out of the way.
  // The demo runs on 127.0.0.1; cross-origin.e2e.ts serves a partner's page on localhost (another origin,
  // the one listed) and one on another port (not listed). No other spec sends from another origin.
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const servers: DemoServer[] = [];
  const demos: E2eDemo[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  try {
    // One after another: each takes a free port only once the one before it is listening.
    for (let worker = 0; worker < workers; worker++) {
      const foreignPort = await freePort();
      const server = await startDemoServer({
        env: { SUBMIT_RATE_LIMIT: '100000', ALLOWED_ORIGINS: `http://localhost:${foreignPort}` },
      });
      servers.push(server);
      demos.push({ baseUrl: server.url, dataDir: server.dataDir, foreignPort });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('demoServers', demos);
  return async () => {
    await stopAll();
  };
}
