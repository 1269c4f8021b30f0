import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../sql/src/embedded-postgres.ts';
import { repoRoot } from '../../sql/src/server-env.ts';
import { spawnProgram, testDatabaseUrl, waitFor, type SpawnedProgram } from '../../test/harness.ts';
import { JOURNEYS } from '../scenarios/lib/options.ts';
import { evaluateThreshold } from './load-report.ts';
import { planSeconds, rateAt, runOpenModel } from './open-model.ts';

/**
 * Every journey's smoke profile against a started product (the API program and a worker
 * process on the run's database), with learners seeded through `ops loadtest seed`: the same
 * check CI runs so a journey that breaks is noticed before a load tester finds it.
 */
const programs: SpawnedProgram[] = [];
let baseUrl = '';
// As many signed-in learners as smoke's virtual users, so no two iterations share one.
const seed = { learners: 10, prefix: 'smoke', password: 'smoke-load-password', logins: 10 };
// Checkout needs Free learners (a year of Pro leaves no room for another pass).
const buyers = { ...seed, prefix: 'smokebuyer' };

describe('npm run loadtest: every smoke profile', () => {
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: testDatabaseUrl(), DATA_DIR: path.join(repoRoot, '.data', 'test'), NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    for (const [prefix, plan] of [[seed.prefix, 'pro'], [buyers.prefix, 'free']] as const) {
      const seeding = spawnProgram('ops/src/cli.ts', env, ['loadtest', 'seed', '--learners', String(seed.learners), '--words', '12', '--prefix', prefix, '--password', seed.password, '--plan', plan]);
      expect(await seeding.exited, seeding.output()).toBe(0);
    }
    // One client address for every virtual user: the rate limits are scaled as a load test's target would be.
    programs.push(spawnProgram('api/src/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_SCALE: '100', ALTCHA_MAX_NUMBER: '2000' }));
    programs.push(spawnProgram('workers/src/main.ts', { ...env, LOG_LEVEL: 'info' }, ['--queues', '*', '--concurrency', '4']));
    await waitFor(() => fetch(`${baseUrl}/api/health`).then((r) => r.ok).catch(() => false), 60_000, 'the API');
    await waitFor(() => programs[1]!.output().includes('worker ready'), 60_000, 'the worker');
  }, 120_000);

  afterAll(async () => {
    for (const program of programs) program.child.kill('SIGTERM');
    await Promise.all(programs.map((p) => p.exited));
  });

  it('runs each journey at its smoke arrival rate with no failed request, every check passed and the thresholds met', async () => {
    // One after another, as CI would run them: the latency thresholds are per journey.
    for (const journey of JOURNEYS) {
      const { report } = await runOpenModel({ journey, profile: 'smoke', baseUrl, seed: journey === 'checkout' ? buyers : seed });
      const failedChecks = Object.entries(report.checks).filter(([, c]) => c.fails > 0);
      expect({ journey: report.journey, failedChecks, errors: report.errors, failed: report.failedRequests }).toEqual({ journey: report.journey, failedChecks: [], errors: {}, failed: 0 });
      expect(report.iterations, report.journey).toBeGreaterThanOrEqual(5);
      expect(report.thresholds.filter((t) => !t.ok), report.journey).toEqual([]);
    }
  }, 180_000);
});

describe('the open model and the thresholds', () => {
  it('ramps the arrival rate linearly within each stage and stops after the last', () => {
    const plan = { startRate: 0, stages: [{ target: 10, seconds: 10 }, { target: 10, seconds: 5 }], preAllocatedVUs: 1, maxVUs: 1 };
    expect([rateAt(plan, 0), rateAt(plan, 5), rateAt(plan, 12), rateAt(plan, 15)]).toEqual([0, 5, 10, 0]);
    expect(planSeconds(plan)).toBe(15);
  });

  it('evaluates k6 threshold expressions on rates and percentiles', () => {
    const samples = Array.from({ length: 100 }, (_v, i) => i + 1);
    expect(evaluateThreshold('p(95)<100', { samples })).toEqual({ actual: 95, ok: true });
    expect(evaluateThreshold('p(99)<99', { samples })).toEqual({ actual: 99, ok: false });
    expect(evaluateThreshold('rate==0', { rate: 0.001 }).ok).toBe(false);
    expect(() => evaluateThreshold('p95 < 3', { samples })).toThrow('not understood');
  });
});
