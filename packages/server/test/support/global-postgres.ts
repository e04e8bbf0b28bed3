import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs script shared with the benchmarks
import { startThrowawayPostgres } from '../../../../scripts/postgres-throwaway.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * The server suite runs once per database. PostgreSQL comes from DATABASE_URL_TEST when set, otherwise
 * from a throwaway cluster started here and stopped after the run.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL_TEST;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const cluster = await startThrowawayPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
