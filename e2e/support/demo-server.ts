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
  const server = await startDemoServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
