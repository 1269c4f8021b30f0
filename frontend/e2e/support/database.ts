import { createDbPool, type DatabasePool } from '@wordbook/sql/pool';
import { startEmbeddedPostgres } from '@wordbook/sql/embedded-postgres';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product's database, reached from the test process itself: tests make their accounts and
 * look things up here directly (a spawned `tsx` per account cost seconds on a 2-core machine).
 * The product must be running: its embedded Postgres is reused, never started here.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The database the product under test uses, as frontend/playwright.config.ts chooses it. */
export function productDatabaseEnv(): Record<string, string> {
  if (process.env.DATABASE_URL && process.env.E2E_DB_NAME) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${process.env.E2E_DB_NAME}`;
    return { DATABASE_URL: url.toString() };
  }
  return { DATA_DIR: path.join(repoRoot, '.data', 'e2e') };
}

let productUrl: Promise<string> | undefined;

/** The product's database URL (read once per test process). */
export function productDatabaseUrl(): Promise<string> {
  productUrl ??= (async () => {
    const env = productDatabaseEnv();
    if (env.DATABASE_URL) return env.DATABASE_URL;
    const pg = await startEmbeddedPostgres({ dataDir: env.DATA_DIR!, log: () => {} });
    if (pg.startedHere) {
      await pg.stop();
      throw new Error('the product under test is not running: its embedded Postgres was stopped');
    }
    return pg.url;
  })();
  return productUrl;
}

/** Runs `work` on a one-connection pool of the product's database, closed afterwards. */
export async function withProductDatabase<T>(work: (pool: DatabasePool) => Promise<T>): Promise<T> {
  const pool = await createDbPool(await productDatabaseUrl(), { maximumPoolSize: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}
