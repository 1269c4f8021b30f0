import type { Server } from '@hapi/hapi';
import path from 'node:path';
import pino from 'pino';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deployment } from '../../api/src/server.ts';
import { prepareDatabase } from '../../ops/src/prepare-database.ts';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from '../../sql/src/embedded-postgres.ts';
import { repoRoot } from '../../sql/src/server-env.ts';
import { createTestUser, signInAs } from '../accounts.ts';
import { spawnProgram, testEnv, waitFor, type SpawnedProgram } from '../harness.ts';

/** Postgres stopped and started again under the API: 503s meanwhile, then every route back within 5 s, and no acknowledged write lost. */
const dataDir = path.join(repoRoot, '.data', 'test-restart');
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const UNKNOWN_JOB = '/api/jobs/00000000-0000-4000-8000-000000000000/result';
let pg: EmbeddedPostgres | undefined;
let api: SpawnedProgram | undefined;
let inProcess: Server | undefined;

afterAll(async () => {
  api?.child.kill('SIGKILL');
  try {
    await inProcess?.stop();
  } finally {
    await pg?.stop();
  }
});

async function restartPostgres(downMs: number) {
  await pg!.stop();
  await new Promise((r) => setTimeout(r, downMs));
  pg = await startEmbeddedPostgres({ dataDir, port: pg!.port, log: () => {} });
  return Date.now();
}

describe('a Postgres restart while the API serves requests', () => {
  it('answers 503 with a message during the outage and recovers within 5 s without a restart of its own', async () => {
    pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
    await prepareDatabase(pg.url, () => {});
    const port = await freePort();
    api = spawnProgram('api/src/main.ts', { DATABASE_URL: pg.url, PORT: String(port), HOST: '127.0.0.1', SERVE_FRONTEND: 'false', NODE_ENV: 'test' });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false), 30_000, 'the API');
    expect((await fetch(`${base}${UNKNOWN_JOB}`)).status).toBe(404);

    await pg.stop();
    for (const url of [UNKNOWN_JOB, '/api/health']) expect((await fetch(`${base}${url}`)).status).toBe(503);
    expect(await (await fetch(`${base}${UNKNOWN_JOB}`)).json()).toMatchObject({ message: UNAVAILABLE });
    const post = await fetch(`${base}/api/system/selftest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"steps":1,"delayMs":0}' });
    expect(post.status).toBe(503);
    expect(api.child.exitCode).toBeNull();

    pg = await startEmbeddedPostgres({ dataDir, port: pg.port, log: () => {} });
    const backAt = Date.now();
    await waitFor(async () => {
      const [health, job] = await Promise.all([fetch(`${base}/api/health`), fetch(`${base}${UNKNOWN_JOB}`)]);
      return health.status === 200 && job.status === 404;
    }, 5_000, 'every route to answer again');
    expect(Date.now() - backAt).toBeLessThan(5_000);
    expect(api.child.exitCode).toBeNull();
    api.child.kill('SIGTERM');
    await api.exited;
    api = undefined;
  }, 90_000);

  it('keeps every word it acknowledged while learners kept adding words through a restart', async () => {
    inProcess = await deployment({ env: testEnv(), databaseUrl: pg!.url, log: pino({ level: 'silent' }) });
    const learners = await Promise.all([0, 1, 2].map(async () => {
      const id = await createTestUser(inProcess!);
      const cookie = await signInAs(inProcess!, id);
      const res = await inProcess!.inject({ method: 'POST', url: '/api/wordbooks', headers: { cookie }, payload: { name: 'Restart' } });
      return { cookie, wordbookId: (res.result as { wordbook: { id: string } }).wordbook.id };
    }));
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    let cookiesCleared = 0;
    // Three learners add words one after another until told to stop; each 200 is a write the learner was promised.
    const writers = learners.map(async ({ cookie, wordbookId }, n) => {
      for (let i = 0; writing && i < 250; i++) {
        const res = await inProcess!.inject({ method: 'POST', url: '/api/words', headers: { cookie }, payload: { wordbook_id: wordbookId, text: `word${n}x${i}` } });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.headers['set-cookie']) cookiesCleared++;
        if (res.statusCode === 200) acknowledged.push((res.result as { word: { id: string } }).word.id);
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await waitFor(() => acknowledged.length >= 10, 10_000, 'writes before the restart');
    const backAt = await restartPostgres(500);
    const countAtRestart = acknowledged.length;
    await waitFor(() => acknowledged.length > countAtRestart + 10, 5_000, 'writes acknowledged again');
    expect(Date.now() - backAt).toBeLessThan(5_000);
    writing = false;
    await Promise.all(writers);

    expect(statuses.get(503)).toBeGreaterThan(0);
    // Never a 401 that clears the cookie: a restart must not sign anyone out.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(cookiesCleared).toBe(0);
    // Connections that died under a query are gone from the pool, not holding its slots.
    expect(inProcess.app.pool.state()).toMatchObject({ pendingDestroyConnections: 0, acquiredConnections: 0 });
    const stored = await inProcess.app.pool.anyFirst(sql.type(z.object({ id: z.string() }))`
      select id from words where id = any(${sql.array(acknowledged, 'uuid')})`);
    expect(new Set(stored).size).toBe(new Set(acknowledged).size);
  }, 90_000);
});
