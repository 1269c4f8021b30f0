import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from '@wordbook/sql/sql-tag';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '../../api/src/services/passwords.ts';
import { freePort } from '../../sql/src/embedded-postgres.ts';
import type { DatabasePool } from '../../sql/src/pool.ts';
import { parseSse, spawnProgram, spawnWorker, testDatabaseUrl, testPool, waitFor, type SpawnedProgram } from '../../test/harness.ts';
import { nginxConfig } from './nginx-config.ts';

/**
 * Two API processes behind a real nginx, two worker processes, one Postgres (each on its own
 * port here; docs/scaling.md gives the same layout on separate hosts): a learner's session holds
 * on either API process, a job stream passes through the balancer, and when the API process
 * holding the stream dies, the stream resumes on the other one with Last-Event-ID.
 */
const programs: SpawnedProgram[] = [];
let pool: DatabasePool;
let base = '';
const apis = new Map<string, SpawnedProgram>();

beforeAll(async () => {
  pool = await testPool();
  const shared = {
    DATABASE_URL: testDatabaseUrl(),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    SESSION_SECRET: 'two-api-hosts-session-secret-0123456789',
    ALTCHA_HMAC_KEY: 'two-api-hosts-altcha-key',
    ALTCHA_MAX_NUMBER: '20',
    // Its database has served other test files' logins from 127.0.0.1 within the login window.
    RATE_LIMIT_SCALE: '100',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wordbook-two-hosts-')),
  };
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const api = spawnProgram('api/src/main.ts', { ...shared, PORT: String(port) });
    programs.push(api);
    apis.set(`127.0.0.1:${port}`, api);
  }
  programs.push(spawnWorker(), spawnWorker());
  const listen = await freePort();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordbook-nginx-'));
  fs.writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig({ listen: `127.0.0.1:${listen}`, upstreams: [...apis.keys()], workDir }));
  const nginx = spawn('nginx', ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', path.join(workDir, 'error.log')], { stdio: 'ignore' });
  programs.push({ child: nginx, output: () => fs.readFileSync(path.join(workDir, 'error.log'), 'utf8'), exited: new Promise((r) => nginx.on('exit', r)) });
  base = `http://127.0.0.1:${listen}`;
  for (const upstream of apis.keys()) {
    await waitFor(() => fetch(`http://${upstream}/api/health`).then((r) => r.ok).catch(() => false), 120_000, `the API on ${upstream}`);
  }
  await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false), 20_000, 'nginx');
}, 240_000);

afterAll(async () => {
  for (const p of programs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
  await Promise.all(programs.map((p) => p.exited));
  await pool?.end();
});

/** Signs a learner in through the balancer, solving the captcha as the widget does. */
async function signIn(): Promise<string> {
  const username = `hosts_${Date.now()}`;
  await pool.query(sql.typeAlias('void')`
    insert into users (email, username, full_name, password_hash)
    values (${`${username}@example.com`}, ${username}, 'Two Hosts', ${await hashPassword('a-long-password')})`);
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'a-long-password', remember: false, token }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wb_session='))?.split(';')[0];
  expect(cookie).toBeDefined();
  return cookie!;
}

describe('two API processes behind nginx, two worker processes, one Postgres', () => {
  it('keeps a session on either API process and spreads jobs over both workers', async () => {
    const cookie = await signIn();
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/session`, { headers: { cookie } });
      expect(res.status).toBe(200);
      servedBy.add(res.headers.get('x-upstream') ?? '');
    }
    expect([...servedBy].sort()).toEqual([...apis.keys()].sort());

    const jobs = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${base}/api/system/selftest`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"steps":2,"delayMs":300}' }).then(
          (r) => r.json() as Promise<{ jobId: string; result: { steps: number } }>,
        ),
      ),
    );
    expect(jobs.map((j) => j.result.steps)).toEqual(Array(8).fill(2));
    const workerPids = await pool.anyFirst(sql.type(z.object({ pid: z.number() }))`
      select distinct worker_pid as pid from selftest_runs where job_id = any(${sql.array(jobs.map((j) => j.jobId), 'uuid')})`);
    expect(workerPids.length).toBe(2);
  }, 90_000);

  it('resumes a job stream on the other API process when the one holding it dies', async () => {
    const cookie = await signIn();
    const res = await fetch(`${base}/api/system/selftest?stream=1`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"steps":8,"delayMs":400}',
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const jobId = res.headers.get('x-job-id')!;
    const holder = res.headers.get('x-upstream')!;
    const reader = res.body!.getReader();
    let text = '';
    const complete = () => parseSse(text.slice(0, text.lastIndexOf('\n\n') + 2));
    while (!complete().some((e) => e.event === 'progress')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before any progress: ${text}`);
      text += new TextDecoder().decode(value);
    }
    const before = complete().filter((e) => e.id);
    apis.get(holder)!.child.kill('SIGKILL');
    await apis.get(holder)!.exited;
    await reader.read().catch(() => undefined);

    const lastId = before.at(-1)!.id!;
    const resumed = await fetch(`${base}/api/jobs/${jobId}/events`, { headers: { cookie, 'last-event-id': lastId } });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('x-upstream')).not.toBe(holder);
    const after = parseSse(await resumed.text()).filter((e) => e.id);
    // every event once: the resumed stream starts after the last one seen and ends with the result
    expect(Number(after[0]!.id)).toBe(Number(lastId) + 1);
    expect(after.at(-1)).toMatchObject({ event: 'result', data: { steps: 8 } });
    const ids = [...before, ...after].map((e) => Number(e.id));
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
  }, 90_000);
});
