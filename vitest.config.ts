import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit, view and server suites; the end-to-end suite has its own config in e2e/. */
export default defineConfig({
  test: {
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
