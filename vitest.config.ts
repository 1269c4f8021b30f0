import { defineConfig } from 'vitest/config';
import { TEST_DATABASES } from './test/test-databases.ts';

export default defineConfig({
  test: {
    // Each server test file that runs at the same time has a database of its own (test/global-setup.ts).
    maxWorkers: TEST_DATABASES,
    // The Postgres-restart fault test stops the database under an in-process API: a query in flight at
    // that moment can end as an unhandled "terminated" error after its request was already answered
    // (the test checks those answers). Only that error is let pass; any other unhandled error fails the run.
    onUnhandledError: (error) => !/^(Backend has been terminated unexpectedly|Connection terminated unexpectedly)/.test(error.message ?? ''),
    projects: [
      {
        test: {
          name: 'server',
          include: ['{core,sql,api,workers,ops,loadtests}/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Killed workers, a stopped Postgres, SMTP and AI services that fail: `npm run test:faults`.
        test: {
          name: 'faults',
          include: ['test/faults/**/*.faults.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          root: './frontend',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
