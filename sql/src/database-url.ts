import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';
import type { TServerEnv } from './server-env.ts';

/** `outlivesCaller`: the server keeps running after this program ends (DATABASE_URL, or an embedded one already running). */
export type ResolvedDatabase = { url: string; embedded: boolean; outlivesCaller: boolean; release: () => Promise<void> };

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
    return { url: env.DATABASE_URL, embedded: false, outlivesCaller: true, release: async () => {} };
  }
  const pg = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log });
  return { url: pg.url, embedded: true, outlivesCaller: !pg.startedHere, release: async () => (pg.startedHere ? pg.stop() : undefined) };
}
