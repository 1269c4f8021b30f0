import Iron from '@hapi/iron';
import { systemNoopJob } from '@wordbook/core/contract/jobs/system-noop';
import { resolveDatabase } from '@wordbook/sql/database-url';
import { createDbPool } from '@wordbook/sql/pool';
import { createBoss, QUEUE_WAKE_CHANNEL } from '@wordbook/sql/queue';
import { repoRoot, ZServerEnv } from '@wordbook/sql/server-env';
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { freePort } from '@wordbook/sql/embedded-postgres';
import { cookieSealKey } from '@wordbook/api/plugins/session-auth';
import { benchAiQueueDrain, formatAiQueueDrain } from './bench/ai-queue-drain.ts';
import { benchAiRoundTrip } from './bench/ai-round-trip.ts';
import { benchLexiconLookup } from './bench/lexicon-lookup.ts';
import { benchPracticeRoundTrip, formatPracticeBench } from './bench/practice-round-trip.ts';
import { benchStudyPlanOverview, formatOverviewBench } from './bench/study-plan-overview.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * `npm run bench`: HTTP routes against a bare Hapi baseline measured in the same run, the
 * latency of a job's first progress event, lexicon lookups against a one-row read, the AI
 * round trip for one word and a 300-word bulk run, practice next + answer round trips for 100
 * learners, the study-plan overview of a year's plan for 50 learners, and the queue's no-op
 * throughput with two worker processes, and the AI queue draining a backlog with 1, 2 and 4
 * worker processes. Prints ratios; docs/benchmarks.md records a run.
 * BENCH_ONLY=study-plan-overview runs the HTTP baseline and that part alone; BENCH_ONLY=ai-queue
 * runs the AI queue's drain alone; BENCH_ONLY=hot-reads runs the HTTP baseline, the hot reads and
 * the practice round trip (to compare a fresh database with a large one: DATABASE_URL).
 */
const env = ZServerEnv.parse({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, '.data', 'bench'), LOG_LEVEL: 'warn' });
const database = await resolveDatabase(env, () => {});
await prepareDatabase(database.url, () => {});
const pool = await createDbPool(database.url, { maximumPoolSize: 4 });
const children: ChildProcess[] = [];
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY = process.env.BENCH_ONLY;
const HOT_READS_ONLY = ONLY === 'hot-reads';
/** Jobs each AI worker process runs at once in the drain (its --concurrency). */
const AI_CONCURRENCY = process.env.BENCH_AI_CONCURRENCY ?? '8';

function program(entry: string, extraEnv: Record<string, string>, args: string[] = []): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: each worker process writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROF && entry.startsWith('workers/') ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'info', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve) => {
    child.stdout?.on('data', (d: Buffer) => /ready|listening/.test(String(d)) && resolve(child));
  });
}

async function waitForHttp(url: string) {
  for (let i = 0; i < 200; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Every request asks for gzip, as browsers and k6 do (the baseline's answer is too small to be compressed). */
async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers: { 'accept-encoding': 'gzip, deflate', ...headers } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  // A signed-in user and its cookie, sealed as @hapi/cookie seals it.
  const secret = randomBytes(32).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const tag = randomBytes(4).toString('hex');
  const userId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into users (email, username, full_name) values (${`bench${tag}@example.com`}, ${`bench_${tag}`}, 'Bench User') returning id`);
  await pool.query(sql.typeAlias('void')`
    insert into sessions (token_hash, user_id, expires_at)
    values (${sql.binary(createHash('sha256').update(token).digest())}, ${userId}, now() + interval '1 day')`);
  const cookie = `wb_session=${await Iron.seal({ sid: token }, cookieSealKey(secret), Iron.defaults)}`;

  // Fixed ports when given (a shared machine hands each engineer a range), else free ones.
  const barePort = Number(process.env.BENCH_BARE_PORT) || (await freePort());
  const apiPort = Number(process.env.BENCH_API_PORT) || (await freePort());
  await program('ops/src/bench/bare-server.ts', { PORT: String(barePort), BENCH_USER_ID: userId });
  await program('api/src/main.ts', { PORT: String(apiPort), HOST: '127.0.0.1', SESSION_SECRET: secret, SERVE_FRONTEND: 'false', NODE_ENV: 'production', ENABLE_SELFTEST_ROUTE: 'true' });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);

  if (!ONLY || ONLY === 'study-plan-overview' || HOT_READS_ONLY) {
    console.log(`HTTP (${DURATION_S} s each, 20 connections, gzip accepted, load generator in this process)`);
    const bareUser = () => load(`http://127.0.0.1:${barePort}/bare/user`);
    const fixed: [string, Awaited<ReturnType<typeof load>>][] = [];
    fixed.push(['bare Hapi, empty route', await load(`http://127.0.0.1:${barePort}/bare/empty`)]);
    fixed.push(['GET /api/health', await load(`http://127.0.0.1:${apiPort}/api/health`)]);
    // The other hot reads: the wordbook list, and the words of a full (300-word) wordbook.
    const fullWordbookId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      insert into wordbooks (user_id, name) values (${userId}, 'Bench 300') returning id`);
    await pool.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin)
      select ${fullWordbookId}, ${userId}, 'word' || n, 'the meaning of word ' || n, 'user', 'We said word' || n || ' twice.', 'user' from generate_series(1, 300) n`);
    const hotReads: [string, string][] = [
      ['GET /api/session (signed in)', '/api/session'],
      ['GET /api/wordbooks', '/api/wordbooks'],
      ['GET /api/words/{id}, 300 words', `/api/words/${fullWordbookId}`],
    ];
    // Each hot read runs between two runs of the bare one-row route and is compared with their
    // mean: the machine's drift over a minute moves a read and its own baseline alike.
    const bares = [await bareUser()];
    const reads: Awaited<ReturnType<typeof load>>[] = [];
    for (const [, path] of hotReads) {
      reads.push(await load(`http://127.0.0.1:${apiPort}${path}`, { cookie }));
      bares.push(await bareUser());
    }
    const show = (name: string, r: Awaited<ReturnType<typeof load>>, baseline: number) =>
      console.log(`  ${name.padEnd(30)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${(r.rps / baseline).toFixed(2)}× the one-row baseline`);
    const meanBare = bares.reduce((sum, b) => sum + b.rps, 0) / bares.length;
    for (const [name, r] of fixed) show(name, r, meanBare);
    for (const [i, b] of bares.entries()) show(`bare Hapi, one user row (${i + 1})`, b, meanBare);
    const besideBaseline = (i: number) => (bares[i]!.rps + bares[i + 1]!.rps) / 2;
    for (const [i, [name]] of hotReads.entries()) show(name, reads[i]!, besideBaseline(i));
    for (const [i, [name]] of hotReads.entries()) {
      const share = reads[i]!.rps / besideBaseline(i);
      console.log(`  ${name} at ${(share * 100).toFixed(0)}% of the bare one-row route run before and after it (target ≥ 60%)`);
    }

    // The study-plan overview of a year's plan, 50 learners at once, against one-row reads in the same run.
    if (!HOT_READS_ONLY) {
      const overviewBench = { apiUrl: `http://127.0.0.1:${apiPort}`, pool, sessionSecret: secret, bareUrl: `http://127.0.0.1:${barePort}/bare/user`, learners: 50, durationMs: DURATION_S * 1000, log: console.log };
      for (const line of formatOverviewBench(await benchStudyPlanOverview(overviewBench))) console.log(line);
    }
  }
  if (!ONLY) {
    // First progress event of a job: API → queue → worker → job_events → NOTIFY → stream.
    await program('workers/src/main.ts', {}, ['--queues', 'system-selftest', '--concurrency', '2']);
    const firstEventMs: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/system/selftest?stream=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"steps":1,"delayMs":0}' });
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('event: progress')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended before a progress event');
        text += new TextDecoder().decode(value);
      }
      firstEventMs.push(performance.now() - t0);
      await reader.cancel();
    }
    firstEventMs.sort((a, b) => a - b);
    const pct = (p: number) => firstEventMs[Math.min(firstEventMs.length - 1, Math.floor(p * firstEventMs.length))]!.toFixed(1);
    console.log(`First progress event of a job (40 requests): p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (target < 150 ms)`);

    // The lexicon and the AI round trip a learner waits for.
    await benchLexiconLookup(database.url, { log: console.log });
    await program('workers/src/main.ts', {}, ['--queues', 'ai-*', '--concurrency', '5']);
    await benchAiRoundTrip({ apiUrl: `http://127.0.0.1:${apiPort}`, cookie, userId, pool, baselineUrl: `http://127.0.0.1:${barePort}/bare/user`, log: console.log });
  }
  if (!ONLY || HOT_READS_ONLY) {
    // Practice: next + answer round trips of 100 simulated learners, paced (1 s think time) and saturated.
    const practice = { apiUrl: `http://127.0.0.1:${apiPort}`, pool, sessionSecret: secret, learners: 100, durationMs: DURATION_S * 1000, bareUrl: `http://127.0.0.1:${barePort}/bare/user`, sessionBaseline: true, log: console.log };
    for (const thinkMs of [1000, 0]) for (const line of formatPracticeBench(await benchPracticeRoundTrip({ ...practice, thinkMs }))) console.log(line);
  }
  if (!ONLY) {
    // No-op jobs end to end with two worker processes.
    await program('workers/src/main.ts', {}, ['--queues', 'system-noop', '--concurrency', '2']);
    await program('workers/src/main.ts', {}, ['--queues', 'system-noop', '--concurrency', '2']);
    const boss = createBoss(database.url, { supervise: false, max: 4 });
    await boss.start();
    const total = Number(process.env.BENCH_JOBS ?? 20_000);
    const runTag = randomBytes(4).toString('hex');
    const t0 = performance.now();
    for (let i = 0; i < total; i += 1000) {
      await boss.insert(Array.from({ length: Math.min(1000, total - i) }, (_, k) => ({ name: systemNoopJob.name, data: { n: i + k, tag: runTag } })));
      await pool.query(sql.typeAlias('void')`select from pg_notify(${QUEUE_WAKE_CHANNEL}, ${systemNoopJob.name})`);
    }
    const enqueuedMs = performance.now() - t0;
    for (;;) {
      const left = await pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select count(*)::int as n from pgboss.job where name = ${systemNoopJob.name} and state <> 'completed' and data->>'tag' = ${runTag}`);
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(`Queue: ${total} no-op jobs enqueued in ${(enqueuedMs / 1000).toFixed(2)} s and completed by 2 worker processes in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} jobs/s (target ≥ 1000)`);
    await boss.stop({ graceful: false, close: true, wait: true });
  }

  // The AI queue draining a backlog of single-word jobs with 1, 2 and 4 worker processes.
  if (!ONLY || ONLY === 'ai-queue') {
    const startWorkers = async (processes: number) => {
      const started = await Promise.all(Array.from({ length: processes }, () => program('workers/src/main.ts', {}, ['--queues', 'ai-*', '--concurrency', AI_CONCURRENCY])));
      return async () => {
        const exits = started.map((child) => new Promise((resolve) => child.once('exit', resolve)));
        for (const child of started) child.kill('SIGTERM');
        await Promise.all(exits);
      };
    };
    const jobs = Number(process.env.BENCH_AI_JOBS ?? 10_000);
    for (const line of formatAiQueueDrain(await benchAiQueueDrain({ pool, userId, startWorkers, jobs, log: console.log }))) console.log(line);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await pool.end();
  await database.release();
}
