import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from '../../sql/src/embedded-postgres.ts';
import { repoRoot } from '../../sql/src/server-env.ts';
import { prepareDatabase } from '../../ops/src/prepare-database.ts';
import { spawnProgram, waitFor, type SpawnedProgram } from '../../test/harness.ts';

const dataDir = path.join(repoRoot, '.data', 'test-restart');
let pg: EmbeddedPostgres | undefined;
let api: SpawnedProgram | undefined;

afterAll(async () => {
  api?.child.kill('SIGKILL');
  await pg?.stop();
});

const UNKNOWN_JOB = '/api/jobs/00000000-0000-4000-8000-000000000000/result';

describe('a Postgres outage while the API serves requests', () => {
  it('answers 503 with a message during the outage and recovers within 5 s without a restart', async () => {
    pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
    await prepareDatabase(pg.url, () => {});
    const port = await freePort();
    api = spawnProgram('api/src/main.ts', { DATABASE_URL: pg.url, PORT: String(port), HOST: '127.0.0.1', SERVE_FRONTEND: 'false', NODE_ENV: 'test' });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false), 30_000, 'the API');
    expect((await fetch(`${base}${UNKNOWN_JOB}`)).status).toBe(404);

    await pg.stop();
    for (const url of [UNKNOWN_JOB, '/api/health']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(503);
    }
    const during = await fetch(`${base}${UNKNOWN_JOB}`);
    expect(await during.json()).toMatchObject({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
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
  }, 90_000);
});
