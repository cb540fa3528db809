import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core to the main process: one worker on a 2-core machine. The API files wait on
    // their database half the time, so a worker per core (and one more) keeps both cores busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // A journey through a screen under a loaded machine: see setup.ts.
          testTimeout: 20000,
        },
      },
    ],
  },
});
