import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './server-env.ts';

const MIGRATIONS_DIR = path.join(repoRoot, 'sql', 'migrations');
const LOCK_KEY = 727_001; // any constant shared by every process that migrates

/**
 * Applies the forward-only files in sql/migrations (NNNN_verb_object.sql) in name order,
 * each in its own transaction, under an advisory lock so that concurrent starts do not race.
 */
export async function migrate(databaseUrl: string, log: (m: string) => void = () => {}): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
    const done = new Set((await client.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(text);
        await client.query('insert into schema_migrations (name) values ($1)', [file]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
      log(`applied migration ${file}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
