import { resolveDatabase, type ResolvedDatabase } from '@wordbook/sql/database-url';
import { createDbPool, type DatabasePool } from '@wordbook/sql/pool';
import { serverEnv } from '@wordbook/sql/server-env';

export const say = (message: string): void => console.log(message);

/** One `npm run ops -- <name>` command (cli.ts names it): its arguments and what it does, and its code. */
export type TOpsCommand = { help: string; run: (args: string[]) => Promise<void> };

/** Runs `work` with a pool on the product's database (DATABASE_URL or the embedded one). */
export async function withDatabase<T>(work: (pool: DatabasePool, database: ResolvedDatabase) => Promise<T>): Promise<T> {
  const database = await resolveDatabase(serverEnv(), (m) => console.error(`[db] ${m}`));
  const pool = await createDbPool(database.url, { maximumPoolSize: 4 });
  try {
    return await work(pool, database);
  } finally {
    await pool.end();
    await database.release();
  }
}

/** Prints rows as an aligned text table. */
export function printTable(rows: readonly Record<string, unknown>[], columns: string[]): void {
  const cells = rows.map((r) => columns.map((c) => String(r[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  say(line(columns));
  for (const row of cells) say(line(row));
}
