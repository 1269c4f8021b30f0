import {
  SQL_CONSOLE_OFF_MESSAGE,
  SQL_CONSOLE_ONE_STATEMENT,
  SQL_CONSOLE_READ_ONLY_MESSAGE,
  SQL_CONSOLE_TIMEOUT_MESSAGE,
  SQL_CONSOLE_WRONG_PASSWORD,
} from '@wordbook/core/contract/sql-console';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi, testApi as server, useTestApi } from '../../../../test/harness.ts';

const PASSWORD = 'console-test-password';
useTestApi({ SQL_CONSOLE_PASSWORD: PASSWORD });

type TAnswer = { message?: string; code?: string; command?: string; rowCount?: number; fields?: { name: string }[]; rows?: (string | null)[][]; truncated?: boolean; readOnly?: boolean };

async function superadmin() {
  const id = await createTestUser(server, { role: 'superadmin' });
  const cookie = await signInAs(server, id);
  const run = async (query: string, options: { password?: string; allowWrites?: boolean } = {}) => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/sql/execute-sql',
      headers: { cookie },
      payload: { query, password: options.password ?? PASSWORD, ...(options.allowWrites ? { allowWrites: true } : {}) },
    });
    return { status: res.statusCode, body: res.result as TAnswer, requestId: res.request.info.id };
  };
  return { id, cookie, run };
}

const ZAudit = z.object({ action: z.string(), details: z.record(z.unknown()) });
const consoleAudit = (actorId: string) =>
  server.app.pool.any(sql.type(ZAudit)`
    select action, details from audit_log where actor_user_id = ${actorId} and action like 'console.%' order by id`);
const tableExists = (name: string) => server.app.pool.oneFirst(sql.type(z.object({ found: z.boolean() }))`select to_regclass(${name}) is not null as found`);

describe('the database console', () => {
  it('runs a query for a superadmin with the console password and answers its columns and rows as text', async () => {
    const admin = await superadmin();
    const res = await admin.run(`select 1 as n, 'two' as word, null as nothing, '2026-01-02'::date as day`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ command: 'SELECT', rowCount: 1, truncated: false, readOnly: true });
    expect(res.body.fields?.map((f) => f.name)).toEqual(['n', 'word', 'nothing', 'day']);
    expect(res.body.rows).toEqual([['1', 'two', null, '2026-01-02']]);
  });

  it('writes every execution to the audit log: who, the statement, rows, duration and request id', async () => {
    const admin = await superadmin();
    const ok = await admin.run('select generate_series(1, 3)');
    const failed = await admin.run('select * from no_such_table');
    expect([ok.status, failed.status]).toEqual([200, 400]);
    const rows = await consoleAudit(admin.id);
    expect(rows.map((r) => r.action)).toEqual(['console.execute', 'console.execute']);
    expect(rows[0]?.details.after).toMatchObject({ statement: 'select generate_series(1, 3)', rows: 3, allowWrites: false, command: 'SELECT' });
    expect(typeof (rows[0]?.details.after as { durationMs?: unknown } | undefined)?.durationMs).toBe('number');
    expect(rows[0]?.details.requestId).toBe(ok.requestId);
    expect(rows[1]?.details.after).toMatchObject({ statement: 'select * from no_such_table', rows: 0, error: 'relation "no_such_table" does not exist' });
  });

  it('refuses a wrong password with 403, runs nothing, and audits the refusal', async () => {
    const admin = await superadmin();
    const res = await admin.run('select 1', { password: 'not-the-password' });
    expect([res.status, res.body.message, res.body.code]).toEqual([403, SQL_CONSOLE_WRONG_PASSWORD, 'SQL_CONSOLE_PASSWORD']);
    expect((await consoleAudit(admin.id)).map((r) => r.action)).toEqual(['console.refused']);
  });

  it('refuses a write in the default read-only transaction, and runs it with allow writes', async () => {
    const admin = await superadmin();
    const table = `console_probe_${admin.id.slice(0, 8)}`;
    const refused = await admin.run(`create table ${table} (n int)`);
    expect([refused.status, refused.body.message, refused.body.code]).toEqual([400, SQL_CONSOLE_READ_ONLY_MESSAGE, 'SQL_READ_ONLY']);
    expect(await tableExists(table)).toBe(false);
    const created = await admin.run(`create table ${table} (n int)`, { allowWrites: true });
    expect([created.status, created.body.command, created.body.readOnly]).toEqual([200, 'CREATE', false]);
    const inserted = await admin.run(`insert into ${table} select generate_series(1, 4)`, { allowWrites: true });
    expect([inserted.status, inserted.body.command, inserted.body.rowCount]).toEqual([200, 'INSERT', 4]);
    expect(await tableExists(table)).toBe(true);
    await admin.run(`drop table ${table}`, { allowWrites: true });
  });

  it('stops select pg_sleep(10) at the 5 s statement timeout', async () => {
    const admin = await superadmin();
    const started = Date.now();
    const res = await admin.run('select pg_sleep(10)');
    const took = Date.now() - started;
    expect([res.status, res.body.message, res.body.code]).toEqual([400, SQL_CONSOLE_TIMEOUT_MESSAGE, 'SQL_TIMEOUT']);
    expect(took).toBeGreaterThanOrEqual(4900);
    expect(took).toBeLessThan(8000);
  }, 20_000);

  it('caps a result at 1000 rows and says it did', async () => {
    const admin = await superadmin();
    const res = await admin.run('select n from generate_series(1, 50000) n');
    expect([res.status, res.body.rowCount, res.body.rows?.length, res.body.truncated]).toEqual([200, 1000, 1000, true]);
    expect(res.body.rows?.at(-1)).toEqual(['1000']);
    const exact = await admin.run('select n from generate_series(1, 1000) n');
    expect([exact.body.rowCount, exact.body.truncated]).toEqual([1000, false]);
  });

  it("answers Postgres's own message for a bad statement and asks for one statement at a time", async () => {
    const admin = await superadmin();
    const typo = await admin.run('selec 1');
    expect([typo.status, typo.body.message, typo.body.code]).toEqual([400, 'syntax error at or near "selec"', 'SQL_ERROR']);
    const two = await admin.run('select 1; select 2');
    expect([two.status, two.body.message]).toEqual([400, SQL_CONSOLE_ONE_STATEMENT]);
    const empty = await admin.run('   ');
    expect([empty.status, empty.body.message]).toEqual([400, 'Enter a SQL statement.']);
  });

  it('limits wrong passwords: after 5 in 15 minutes even the right one gets 429', async () => {
    const admin = await superadmin();
    for (let i = 0; i < 5; i++) expect((await admin.run('select 1', { password: `wrong-${i}` })).status).toBe(403);
    const limited = await admin.run('select 1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // another superadmin is not held back by it
    expect((await (await superadmin()).run('select 1')).status).toBe(200);
  });

  it('is off with a clear message when SQL_CONSOLE_PASSWORD is not set', async () => {
    const off = await startTestApi();
    try {
      const cookie = await signInAs(off, await createTestUser(off, { role: 'superadmin' }));
      const status = await off.inject({ url: '/api/sql/status', headers: { cookie } });
      expect(status.result).toEqual({ enabled: false, timeoutMs: 5000, rowCap: 1000 });
      const res = await off.inject({ method: 'POST', url: '/api/sql/execute-sql', headers: { cookie }, payload: { query: 'select 1', password: 'anything-at-all' } });
      expect([res.statusCode, (res.result as TAnswer).message]).toEqual([503, SQL_CONSOLE_OFF_MESSAGE]);
      expect(off.app.env.SQL_CONSOLE_PASSWORD).toBeUndefined();
    } finally {
      await off.stop();
    }
    expect(server.app.env.SQL_CONSOLE_PASSWORD).toBeUndefined();
    const cookie = await signInAs(server, await createTestUser(server, { role: 'superadmin' }));
    expect((await server.inject({ url: '/api/sql/status', headers: { cookie } })).result).toMatchObject({ enabled: true });
  });
});
