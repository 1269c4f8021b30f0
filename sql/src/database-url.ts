import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';
import type { TServerEnv } from './server-env.ts';

export type ResolvedDatabase = { url: string; embedded: boolean; release: () => Promise<void> };

/**
 * The database a program should use: DATABASE_URL (its database created if missing), or the
 * embedded Postgres, started if it is not already running. `release` stops the embedded
 * server only if this call started it.
 */
export async function resolveDatabase(env: TServerEnv, log: (m: string) => void): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
    const admin = new URL(env.DATABASE_URL);
    admin.pathname = '/postgres';
    await ensureDatabase(admin.toString(), name);
    return { url: env.DATABASE_URL, embedded: false, release: async () => {} };
  }
  const pg = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log });
  return { url: pg.url, embedded: true, release: async () => (pg.startedHere ? pg.stop() : undefined) };
}
