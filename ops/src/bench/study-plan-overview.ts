import type { DatabasePool } from '@wordbook/sql/pool';
import { EVERY_DAY_OF_WEEK } from '@wordbook/core/rules/study-plan-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { latency, makeLearners, type TLatency } from './practice-round-trip.ts';

/**
 * GET /api/study-plans/overview for learners whose active plan has a year of history (365 study
 * days, a 20-word wordbook linked to each, offsets 1, 3, 7, a ledger day per day), all asking at
 * once in a closed loop, against a one-row read in the same run: the bare Hapi route reading one
 * user row, and GET /api/study-plans/active (the learner's plan row through the whole API).
 * The closed loop measures saturation (its latency is the queue of 50 requests on 2 cores); the
 * paced run measures what 50 learners on the page get: each asks once a second on its own
 * schedule, whatever the answers do (the page itself refreshes once a minute).
 * Target: overview p99 < 25 ms paced at 50 learners and within 2× of the one-row read.
 */
export type TOverviewBenchOptions = {
  apiUrl: string;
  pool: DatabasePool;
  sessionSecret: string;
  bareUrl: string;
  learners?: number;
  durationMs?: number;
  log?: (line: string) => void;
};
type TLoad = { requestsPerSecond: number; latency: TLatency; errors: number };
export type TOverviewBenchResult = {
  learners: number;
  overview: TLoad;
  activePlan: TLoad;
  bare: TLoad;
  paced: { everyMs: number; overview: TLoad; activePlan: TLoad };
  reviewWords: number;
};

const WARM_UP_MS = 1000;

/** One learner's year: the plan, 365 wordbooks of 20 words each bound to its days, the ledger. */
async function seedYear(pool: DatabasePool, userId: string) {
  const planId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into study_plans (user_id, status, timezone, start_date, start_date_utc, days_of_week, words_per_day, review_offsets_global, test_after_study, test_after_review)
    values (${userId}, 'active', 'UTC', (now() at time zone 'UTC')::date - 364, ((now() at time zone 'UTC')::date - 364)::timestamp at time zone 'UTC',
      ${sql.jsonb(EVERY_DAY_OF_WEEK)}, 20, ${sql.jsonb([1, 3, 7])}, 'all', 'random')
    returning id`);
  await pool.query(sql.typeAlias('void')`
    with books as (
      insert into wordbooks (user_id, name, type) select ${userId}, 'Day ' || n, 'planned' from generate_series(0, 364) n returning id, name
    ), links as (
      insert into study_plan_links (study_plan_id, wordbook_id, bound_on)
      select ${planId}, b.id, (now() at time zone 'UTC')::date - 364 + substr(b.name, 5)::int from books b
    )
    insert into words (wordbook_id, user_id, text, meaning, meaning_origin)
    select b.id, ${userId}, b.name || ' word ' || g, 'meaning ' || g, 'user' from books b, generate_series(1, 20) g`);
  await pool.query(sql.typeAlias('void')`
    insert into study_plan_days (study_plan_id, day, status, new_planned, new_done)
    select ${planId}, (now() at time zone 'UTC')::date - n, case when n = 0 then 'open' else 'closed' end, 20, 20 from generate_series(0, 364) n`);
}

type TClient = { url: string; headers: Record<string, string> };

/** Times GETs, keeping those started after the warm-up; `load` turns them into the run's figures. */
function recorder(durationMs: number) {
  const samples: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  return {
    t0,
    stopAt: t0 + WARM_UP_MS + durationMs,
    ask: async (c: TClient) => {
      const a = performance.now();
      try {
        const res = await fetch(c.url, { headers: c.headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${c.url} answered ${res.status}`);
        if (a - t0 >= WARM_UP_MS) samples.push(performance.now() - a);
      } catch {
        errors++;
      }
    },
    load: (): TLoad => ({ requestsPerSecond: Math.round(samples.length / (durationMs / 1000)), latency: latency(samples), errors }),
  };
}

/** Every client asks again as soon as it has its answer. */
async function closedLoop(clients: TClient[], durationMs: number): Promise<TLoad> {
  const run = recorder(durationMs);
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < run.stopAt) await run.ask(c);
    }),
  );
  return run.load();
}

/** Each client asks every `everyMs` from a random phase, on schedule even while earlier answers are late (an open model). */
async function pacedLoop(clients: TClient[], everyMs: number, durationMs: number): Promise<TLoad> {
  const run = recorder(durationMs);
  await Promise.all(
    clients.map(async (c) => {
      const asked: Promise<void>[] = [];
      for (let at = run.t0 + Math.random() * everyMs; at < run.stopAt; at += everyMs) {
        await new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));
        asked.push(run.ask(c));
      }
      await Promise.all(asked);
    }),
  );
  return run.load();
}

export async function benchStudyPlanOverview(options: TOverviewBenchOptions): Promise<TOverviewBenchResult> {
  const count = options.learners ?? 50;
  const durationMs = options.durationMs ?? 8000;
  const log = options.log ?? (() => {});
  const base = options.apiUrl.replace(/\/$/, '');
  log(`study-plan overview bench: seeding ${count} learners with a year of history each`);
  const learners = await makeLearners({ pool: options.pool, sessionSecret: options.sessionSecret, count, words: 1 });
  for (const l of learners) await seedYear(options.pool, l.userId);
  await options.pool.query(sql.typeAlias('void')`analyze study_plan_links`);
  await options.pool.query(sql.typeAlias('void')`analyze words`);
  await options.pool.query(sql.typeAlias('void')`analyze study_plan_days`);
  const first = (await (await fetch(`${base}/api/study-plans/overview`, { headers: { cookie: learners[0]!.cookie } })).json()) as { counts: { review: number } };
  if (first.counts.review !== 60) throw new Error(`expected 60 review words (3 offsets × 20), got ${JSON.stringify(first.counts)}`);
  const overview = await closedLoop(learners.map((l) => ({ url: `${base}/api/study-plans/overview`, headers: { cookie: l.cookie } })), durationMs);
  const activePlan = await closedLoop(learners.map((l) => ({ url: `${base}/api/study-plans/active`, headers: { cookie: l.cookie } })), durationMs);
  const bare = await closedLoop(learners.map(() => ({ url: options.bareUrl, headers: {} })), durationMs);
  const everyMs = 1000;
  const paced = {
    everyMs,
    overview: await pacedLoop(learners.map((l) => ({ url: `${base}/api/study-plans/overview`, headers: { cookie: l.cookie } })), everyMs, durationMs),
    activePlan: await pacedLoop(learners.map((l) => ({ url: `${base}/api/study-plans/active`, headers: { cookie: l.cookie } })), everyMs, durationMs),
  };
  return { learners: count, overview, activePlan, bare, paced, reviewWords: first.counts.review };
}

export function formatOverviewBench(r: TOverviewBenchResult): string[] {
  const row = (name: string, l: TLoad) =>
    `  ${name.padEnd(44)} ${String(l.requestsPerSecond).padStart(6)} req/s  p50 ${l.latency.p50} ms  p90 ${l.latency.p90} ms  p99 ${l.latency.p99} ms${l.errors ? `  ${l.errors} errors` : ''}`;
  return [
    `Study-plan overview, a year of history (365 study days × 20 words, offsets 1, 3, 7; ${r.reviewWords} review words today), ${r.learners} learners at once, closed loop`,
    row('GET /api/study-plans/overview', r.overview),
    row('GET /api/study-plans/active (one plan row)', r.activePlan),
    row('bare Hapi, one user row', r.bare),
    `  closed loop: overview p99 ${(r.overview.latency.p99 / r.activePlan.latency.p99).toFixed(2)}× the API's one-row read and ${(r.overview.latency.p99 / r.bare.latency.p99).toFixed(2)}× the bare one; throughput ${(r.overview.requestsPerSecond / r.activePlan.requestsPerSecond).toFixed(2)}× and ${(r.overview.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)}×`,
    `Paced: each of the ${r.learners} learners asks once every ${r.paced.everyMs} ms`,
    row('GET /api/study-plans/overview', r.paced.overview),
    row('GET /api/study-plans/active (one plan row)', r.paced.activePlan),
    `  paced: overview p99 ${r.paced.overview.latency.p99} ms (target < 25 ms), ${(r.paced.overview.latency.p99 / r.paced.activePlan.latency.p99).toFixed(2)}× the one-row read (target ≤ 2×)`,
  ];
}
