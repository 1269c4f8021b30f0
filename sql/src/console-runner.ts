import pg from 'pg';
import Cursor from 'pg-cursor';

/**
 * Runs one statement typed into the database console, on a connection of its own that is closed
 * afterwards (nothing the statement sets outlives it). The statement is the operator's own text,
 * so it cannot go through the sql tag: this is the one place raw SQL runs, and only here.
 *
 * Guards: a read-only transaction unless `allowWrites` (a write is refused by Postgres itself),
 * the server's statement_timeout, and a cursor that reads at most `rowCap` + 1 rows, so a huge
 * result never reaches memory. A client-side timer ends the connection should the server's
 * timeout not fire (a statement stuck outside the executor).
 */
export type TConsoleRun = { text: string; allowWrites: boolean; timeoutMs: number; rowCap: number };
export type TConsoleResult = {
  command: string;
  rowCount: number;
  fields: { name: string }[];
  rows: (string | null)[][];
  truncated: boolean;
};

/** Every value as Postgres prints it: the console shows text, and no type can fail to parse. */
const asText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

export async function runConsoleStatement(databaseUrl: string, run: TConsoleRun): Promise<TConsoleResult> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'wordbook-sql-console',
    statement_timeout: run.timeoutMs,
    idle_in_transaction_session_timeout: run.timeoutMs * 4,
    connectionTimeoutMillis: 5000,
  });
  // an error after the answer (the server ending the backend) must not crash the API
  client.on('error', () => undefined);
  await client.connect();
  let stopped = false;
  const stuck = setTimeout(() => {
    stopped = true;
    void client.end().catch(() => undefined);
  }, run.timeoutMs + 3000);
  try {
    await client.query(run.allowWrites ? 'begin read write' : 'begin read only');
    const cursor = client.query(new Cursor<(string | null)[]>(run.text, [], { rowMode: 'array', types: asText }));
    const rows = await cursor.read(run.rowCap + 1);
    // the cursor's result carries the column names and, once the statement finished, its command tag
    const result = (cursor as unknown as { _result: pg.QueryResult })._result;
    await cursor.close();
    await client.query(run.allowWrites ? 'commit' : 'rollback');
    const truncated = rows.length > run.rowCap;
    const kept = truncated ? rows.slice(0, run.rowCap) : rows;
    const fields = (result.fields ?? []).map((field) => ({ name: field.name }));
    const command = result.command ?? (fields.length > 0 ? 'SELECT' : 'OK');
    const rowCount = fields.length > 0 ? kept.length : (result.rowCount ?? 0);
    return { command, rowCount, fields, rows: kept, truncated };
  } catch (error) {
    // the connection ended by the timer reads as a cancelled statement, never as an outage
    if (stopped) throw Object.assign(new Error('canceling statement due to the console time limit'), { code: '57014' });
    throw error;
  } finally {
    clearTimeout(stuck);
    await client.end().catch(() => undefined);
  }
}
