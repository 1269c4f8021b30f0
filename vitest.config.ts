import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['{core,sql,api,workers,ops}/src/**/*.test.ts'],
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
