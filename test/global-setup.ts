import { startEmbeddedPostgres, ensureDatabase } from '../sql/src/embedded-postgres.ts';
import { repoRoot } from '../sql/src/server-env.ts';
import { prepareDatabase } from '../ops/src/prepare-database.ts';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASES } from './test-databases.ts';

/**
 * Fresh databases per test run, one for each test file that runs at once (TEST_DATABASES): on
 * DATABASE_URL's server when it is set, otherwise on the embedded Postgres (the product's default)
 * under .data/test. The first is migrated and seeded; the others are copies of it (a file copy, seconds,
 * where seeding takes most of a minute). Kept afterwards so a failure can be read; test databases over
 * three hours old are dropped at the next run.
 */
export default async function setup(project: TestProject) {
  const name = `wordbook_test_${Date.now()}`;
  let serverUrl: string;
  let stop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(repoRoot, '.data', 'test'), log: () => {} });
    serverUrl = pg.url;
    stop = pg.startedHere ? pg.stop : undefined;
  }
  const admin = withDatabase(serverUrl, 'postgres');
  await dropOldTestDatabases(admin);
  await ensureDatabase(admin, name);
  await prepareDatabase(withDatabase(serverUrl, name), () => {}, { questionBank: false });
  const names = [name, ...Array.from({ length: TEST_DATABASES - 1 }, (_, k) => `${name}_${k + 2}`)];
  await copyDatabase(admin, name, names.slice(1));
  project.provide('databaseUrls', names.map((n) => withDatabase(serverUrl, n)));
  return async () => {
    await stop?.();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdminClient(adminUrl: string, use: (client: import('pg').Client) => Promise<void>) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}

async function copyDatabase(adminUrl: string, template: string, copies: string[]) {
  await withAdminClient(adminUrl, async (client) => {
    for (const copy of copies) await client.query(`create database "${copy}" template "${template}"`);
  });
}

async function dropOldTestDatabases(adminUrl: string) {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'wordbook\\_test\\_%'",
    );
    // Runs may overlap (several terminals, CI beside a session): only databases over three hours old go.
    const cutoff = Date.now() - 3 * 3600_000;
    const old = rows.filter(({ datname }) => Number(datname.slice('wordbook_test_'.length).split('_')[0]) < cutoff);
    for (const { datname } of old) await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrls: string[];
  }
}
