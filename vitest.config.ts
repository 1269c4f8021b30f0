import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // Files share the run's database and queues: one at a time, so a test's worker gets its own jobs.
          fileParallelism: false,
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
