import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit, view and server suites; the end-to-end suite has its own config in e2e/. */
export default defineConfig({
  test: {
    // Vitest leaves one core to its own process (n − 1 workers), which on this 2-core machine is one
    // file at a time; the main process does little, and the files are independent (SQLite in memory,
    // a PostgreSQL schema of their own), so two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/{contract,core,loader}/test/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'widgets',
          include: ['packages/widgets/test/**/*.test.{ts,tsx}', 'site/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['packages/server/test/support/global-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
