import { inject } from 'vitest';

/**
 * How many server test files run at once, each on a database of its own (global-setup.ts makes
 * them). Two: the machines these run on have two cores.
 */
export const TEST_DATABASES = 2;

/** This test file's database: files that run at the same time have different pool ids, so different databases. */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}
