import { freePort } from '@wordbook/sql/embedded-postgres';
import { sql } from '@wordbook/sql/sql-tag';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { spawnProgram, testApi as server, testDatabaseUrl, testEnv, useTestApi, waitFor, type SpawnedProgram } from '../../../../test/harness.ts';

useTestApi();

const HEADER = 'id,email,username,full_name,role,plan,status,created_at,last_login_at';

async function superadminCookie() {
  return signInAs(server, await createTestUser(server, { role: 'superadmin' }));
}

describe('GET /api/superadmin/users/export', () => {
  it('answers the filtered list as CSV with the spec\'s columns, quoted where needed, and audits the export', async () => {
    const cookie = await superadminCookie();
    const tag = randomUUID().slice(0, 6);
    for (const [i, name] of ['Lee, Ann "Annie"', 'Bo Kim'].entries()) {
      await server.app.pool.query(sql.typeAlias('void')`
        insert into users (email, username, full_name, plan, last_login_at)
        values (${`${tag}${i}@example.com`}, ${`${tag}_${i}`}, ${name}, ${i === 0 ? 'pro' : 'free'}, ${i === 0 ? '2026-01-02T03:04:05Z' : null})`);
    }
    const res = await server.inject({ url: `/api/superadmin/users/export?q=${tag}&sort=username&order=asc`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.payload.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^[0-9a-f-]{36},${tag}0@example.com,${tag}_0,"Lee, Ann ""Annie""",user,pro,active,\\d{4}-.+Z,2026-01-02T03:04:05.000Z$`));
    expect(lines[2]).toMatch(new RegExp(`^[0-9a-f-]{36},${tag}1@example.com,${tag}_1,Bo Kim,user,free,active,\\d{4}-.+Z,$`));
    const proOnly = await server.inject({ url: `/api/superadmin/users/export?q=${tag}&plan=pro`, headers: { cookie } });
    expect(proOnly.payload.trim().split('\n')).toHaveLength(2);
    const audited = await server.app.pool.exists(sql.typeAlias('void')`
      select 1 from audit_log where action = 'users.export' and details->'after'->'filter'->>'q' = ${tag}`);
    expect(audited).toBe(true);
  });
});

describe('exporting 100 000 users', () => {
  const tag = `x${randomUUID().slice(0, 5)}`;
  let api: SpawnedProgram | undefined;
  afterAll(async () => {
    api?.child.kill('SIGTERM');
    await api?.exited;
    // 100 000 deletes cascade through every user-owned table: longer than the pool's statement limit
    await server.app.pool.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`set local statement_timeout = 0`);
      await tx.query(sql.typeAlias('void')`delete from users where username like ${`${tag}\\_%`}`);
    });
  });

  /** The API process's resident memory, from the kernel. */
  const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

  it('streams every row while the API process grows by less than 50 MB', async () => {
    await server.app.pool.query(sql.typeAlias('void')`
      insert into users (email, username, full_name, created_at)
      select ${tag} || '_' || lpad(i::text, 6, '0') || '@example.com', ${tag} || '_' || lpad(i::text, 6, '0'), 'Bulk Learner ' || i,
             '2001-01-01T00:00:00Z'::timestamptz + make_interval(secs => i)
      from generate_series(1, 100000) as i`);
    const cookie = await superadminCookie();
    const port = await freePort();
    // the same data folder as the in-process API, so the child reads the same session cookie secret
    api = spawnProgram('api/src/main.ts', {
      DATABASE_URL: testDatabaseUrl(),
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_FRONTEND: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: testEnv().DATA_DIR,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(() => fetch(`${base}/api/ready`).then((r) => r.ok).catch(() => false), 30_000, 'the API process');
    const pid = api.child.pid!;
    const url = `${base}/api/superadmin/users/export?q=${tag}_&sort=username&order=asc`;
    // a first, small export loads the code the big one runs
    expect((await fetch(`${base}/api/superadmin/users/export?role=superadmin`, { headers: { cookie } })).status).toBe(200);
    const baseline = residentBytes(pid);

    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let peak = baseline;
    let lines = 0;
    let chunks = 0;
    let head = '';
    let tail = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (head.length < 400) head += text;
      tail = (tail + text).slice(-400);
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
      if (++chunks % 20 === 0) peak = Math.max(peak, residentBytes(pid));
    }
    peak = Math.max(peak, residentBytes(pid));

    expect(head.split('\n')[0]).toBe(HEADER);
    expect(head.split('\n')[1]).toContain(`,${tag}_000001@example.com,${tag}_000001,Bulk Learner 1,user,free,active,`);
    expect(tail.trim().split('\n').at(-1)).toContain(`,${tag}_100000,Bulk Learner 100000,`);
    expect(lines).toBe(100_001);
    const grownMb = (peak - baseline) / 1024 / 1024;
    console.info(`user export: 100 000 rows in ${chunks} chunks; API resident memory ${(baseline / 1024 / 1024).toFixed(1)} MB before, peak +${grownMb.toFixed(1)} MB`);
    expect(grownMb).toBeLessThan(50);
  }, 180_000);
});
