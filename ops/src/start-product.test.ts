import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../sql/src/embedded-postgres.ts';
import { repoRoot } from '../../sql/src/server-env.ts';
import { spawnProgram, waitFor } from '../../test/harness.ts';

/**
 * `npm start` on its embedded defaults (no DATABASE_URL): a new data folder is initialised,
 * the landing page and the API answer, one worker runs jobs, Ctrl-C stops everything, and a
 * second start reuses the data.
 */
describe('npm start on the embedded defaults', () => {
  it('serves the product, stops cleanly on SIGINT and reuses its data on the next start', async () => {
    const dataDir = path.join(repoRoot, '.data', 'test-start');
    fs.rmSync(dataDir, { recursive: true, force: true });
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    const base = `http://127.0.0.1:${port}`;
    const start = () => {
      const program = spawnProgram('ops/src/start-product.ts', env);
      // a failed check must not leave the product running: stopped as Ctrl-C stops it
      onTestFinished(async () => {
        if (program.child.exitCode !== null || program.child.signalCode !== null) return;
        program.child.kill('SIGINT');
        await program.exited;
      });
      return program;
    };

    const first = start();
    const startedAt = Date.now();
    await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false), 60_000, 'the first start').catch((error) => {
      throw new Error(`${error.message}\n${first.output()}`);
    });
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    const landing = await fetch(`${base}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<div id="root">');
    const deepLink = await fetch(`${base}/terms-of-service`);
    expect(deepLink.status).toBe(200);
    const job = await fetch(`${base}/api/system/selftest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"steps":2,"delayMs":0}' });
    expect(await job.json()).toMatchObject({ result: { steps: 2 } });
    expect(first.output()).toContain('initialising a new database cluster');

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('[start] stopped');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = start();
    await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false), 60_000, 'the second start');
    expect(second.output()).not.toContain('initialising a new database cluster');
    expect(second.output()).toContain('database schema is up to date');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 150_000);
});
