import Iron from '@hapi/iron';
import { cookieSealKey } from '@wordbook/api/plugins/session-auth';
import type { TNextQuestionResponse } from '@wordbook/core/contract/practice';
import type { DatabasePool } from '@wordbook/sql/pool';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';

/**
 * Practice `next` + `answer` round trips for many simulated learners at once, over HTTP against a
 * started API (target p99 < 25 ms for 100 learners). Each learner has its own account,
 * cookie, wordbook and session, and loops: GET next → POST answer (a random choice or a guess,
 * so wrong answers requeue items as they do for people) → think → again. With a bare-route URL
 * it also runs the same loop against that route (two GETs per round trip) as the baseline.
 */
export type TPracticeBenchOptions = {
  /** The started API, e.g. http://127.0.0.1:3000 */
  apiUrl: string;
  /** A pool on the API's database (accounts, sessions and wordbooks are made directly). */
  pool: DatabasePool;
  /** The API's SESSION_SECRET: cookies are sealed as @hapi/cookie seals them. */
  sessionSecret: string;
  learners?: number;
  durationMs?: number;
  /** Pause between a learner's round trips (jittered ±50 %); 0 runs a closed loop (saturation). */
  thinkMs?: number;
  wordsPerWordbook?: number;
  /** A bare route to compare with (e.g. the bench's bare Hapi one-row route). */
  bareUrl?: string;
  /** Also run the loop against GET /api/session with the learners' cookies: the floor of any signed-in route. */
  sessionBaseline?: boolean;
  log?: (line: string) => void;
};

export type TLatency = { count: number; p50: number; p90: number; p99: number; max: number };
export type TPracticeBenchResult = {
  learners: number;
  thinkMs: number;
  seconds: number;
  roundTripsPerSecond: number;
  next: TLatency;
  answer: TLatency;
  roundTrip: TLatency;
  errors: number;
  /** The same loop against the bare route: one "round trip" is two requests. */
  bare?: TBaselineResult;
  /** The same loop against GET /api/session (signed in): two requests per round trip. */
  session?: TBaselineResult;
};
export type TBaselineResult = { roundTripsPerSecond: number; request: TLatency; roundTrip: TLatency; errors: number };

export function latency(samples: number[]): TLatency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(2));
  return { count: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Number((sorted[sorted.length - 1] ?? 0).toFixed(2)) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jitter = (ms: number) => (ms <= 0 ? 0 : ms * (0.5 + Math.random()));
/** Samples from the first second are dropped: connections and caches warm up. */
const WARM_UP_MS = 1000;

type TLearner = { userId: string; cookie: string; wordbookId: string; sessionId: string };

/** Accounts, server-side sessions, cookies and wordbooks with words, in a few statements. */
export async function makeLearners(options: Required<Pick<TPracticeBenchOptions, 'pool' | 'sessionSecret'>> & { count: number; words: number }): Promise<Omit<TLearner, 'sessionId'>[]> {
  const { pool } = options;
  const tag = randomBytes(4).toString('hex');
  const key = cookieSealKey(options.sessionSecret);
  const learners: Omit<TLearner, 'sessionId'>[] = [];
  for (let i = 0; i < options.count; i++) {
    const userId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      insert into users (email, username, full_name)
      values (${`pb${tag}${i}@example.com`}, ${`pb_${tag}_${i}`}, 'Bench Learner') returning id`);
    const token = randomBytes(32).toString('base64url');
    await pool.query(sql.type(z.object({ id: z.string() }))`
      insert into sessions (token_hash, user_id, expires_at)
      values (${sql.binary(createHash('sha256').update(token).digest())}, ${userId}, now() + interval '1 day') returning id`);
    const cookie = `wb_session=${await Iron.seal({ sid: token }, key, Iron.defaults)}`;
    const wordbookId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      insert into wordbooks (user_id, name) values (${userId}, 'Bench practice') returning id`);
    await pool.query(sql.type(z.object({ id: z.string() }))`
      insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin)
      select ${wordbookId}, ${userId}, 'term' || n, 'the meaning of term ' || n, 'user', 'We wrote term' || n || ' on the board.', 'user'
      from generate_series(1, ${options.words}) as n
      returning id`);
    learners.push({ userId, cookie, wordbookId });
  }
  return learners;
}

async function startSession(apiUrl: string, learner: Omit<TLearner, 'sessionId'>): Promise<string> {
  const res = await fetch(`${apiUrl}/api/practice/session`, {
    method: 'POST',
    headers: { cookie: learner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      wordbookId: learner.wordbookId,
      modes: { mtwObj: { enabled: true, required: 2 }, wtmObj: { enabled: true }, blankSub: { enabled: true } },
      forceNew: true,
    }),
  });
  const body = (await res.json()) as { sessionId?: string; message?: string };
  if (!res.ok || !body.sessionId) throw new Error(`could not start a practice session: ${res.status} ${body.message ?? ''}`);
  return body.sessionId;
}

/** A learner's guess: a random choice, or for typed questions sometimes the right word. */
function guess(next: TNextQuestionResponse, words: number): number | string {
  const q = next.question;
  if (q?.type === 'mcq') return Math.floor(Math.random() * q.data.choices.length);
  if (Math.random() < 0.2) return 'skip';
  return `term${1 + Math.floor(Math.random() * words)}`;
}

export async function benchPracticeRoundTrip(options: TPracticeBenchOptions): Promise<TPracticeBenchResult> {
  const learnersCount = options.learners ?? 100;
  const durationMs = options.durationMs ?? 10_000;
  const thinkMs = options.thinkMs ?? 1000;
  const log = options.log ?? (() => {});
  const base = options.apiUrl.replace(/\/$/, '');

  log(`practice bench: preparing ${learnersCount} learners`);
  const words = options.wordsPerWordbook ?? 40;
  const made = await makeLearners({ pool: options.pool, sessionSecret: options.sessionSecret, count: learnersCount, words });
  const learners: TLearner[] = [];
  for (const learner of made) learners.push({ ...learner, sessionId: await startSession(base, learner) });

  const nextMs: number[] = [];
  const answerMs: number[] = [];
  const roundMs: number[] = [];
  let errors = 0;
  let rounds = 0;
  const t0 = performance.now();
  const stopAt = t0 + WARM_UP_MS + durationMs;

  const loop = async (learner: TLearner) => {
    // Learners start spread over the first think time, as people do.
    await sleep(Math.random() * Math.max(thinkMs, 50));
    while (performance.now() < stopAt) {
      try {
        const a = performance.now();
        const nextRes = await fetch(`${base}/api/practice/session/${learner.sessionId}/next`, { headers: { cookie: learner.cookie } });
        const next = (await nextRes.json()) as TNextQuestionResponse;
        const b = performance.now();
        if (!nextRes.ok) throw new Error(`next answered ${nextRes.status}`);
        if (next.done) {
          learner.sessionId = await startSession(base, learner);
          continue;
        }
        const answerRes = await fetch(`${base}/api/practice/session/${learner.sessionId}/answer`, {
          method: 'POST',
          headers: { cookie: learner.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ itemId: next.itemId, userResponse: guess(next, words) }),
        });
        await answerRes.arrayBuffer();
        const c = performance.now();
        if (!answerRes.ok) throw new Error(`answer answered ${answerRes.status}`);
        if (a - t0 >= WARM_UP_MS) {
          nextMs.push(b - a);
          answerMs.push(c - b);
          roundMs.push(c - a);
          rounds++;
        }
      } catch (error) {
        errors++;
        if (errors <= 3) log(`practice bench: ${(error as Error).message}`);
      }
      await sleep(jitter(thinkMs));
    }
  };
  await Promise.all(learners.map(loop));
  const seconds = (performance.now() - t0 - WARM_UP_MS) / 1000;

  const result: TPracticeBenchResult = {
    learners: learnersCount,
    thinkMs,
    seconds: Number(seconds.toFixed(2)),
    roundTripsPerSecond: Math.round(rounds / seconds),
    next: latency(nextMs),
    answer: latency(answerMs),
    roundTrip: latency(roundMs),
    errors,
  };

  if (options.sessionBaseline) {
    result.session = await baselineLoop(learners, (l) => [`${base}/api/session`, { headers: { cookie: l.cookie } }], { durationMs, thinkMs });
  }
  const bareUrl = options.bareUrl;
  if (bareUrl) result.bare = await baselineLoop(learners, () => [bareUrl, {}], { durationMs, thinkMs });
  return result;
}

/** The learners' loop against a plain route: two GETs per round trip, same think time. */
async function baselineLoop(
  learners: TLearner[],
  request: (learner: TLearner) => [string, RequestInit],
  options: { durationMs: number; thinkMs: number },
): Promise<TBaselineResult> {
  const requestMs: number[] = [];
  const roundMs: number[] = [];
  let errors = 0;
  let rounds = 0;
  const t0 = performance.now();
  const stopAt = t0 + WARM_UP_MS + options.durationMs;
  const loop = async (learner: TLearner) => {
    const [url, init] = request(learner);
    await sleep(Math.random() * Math.max(options.thinkMs, 50));
    while (performance.now() < stopAt) {
      try {
        const a = performance.now();
        const r1 = await fetch(url, init);
        await r1.arrayBuffer();
        const b = performance.now();
        const r2 = await fetch(url, init);
        await r2.arrayBuffer();
        const c = performance.now();
        if (!r1.ok || !r2.ok) throw new Error(`${url} answered ${r1.status}/${r2.status}`);
        if (a - t0 >= WARM_UP_MS) {
          requestMs.push(b - a, c - b);
          roundMs.push(c - a);
          rounds++;
        }
      } catch {
        errors++;
      }
      await sleep(jitter(options.thinkMs));
    }
  };
  await Promise.all(learners.map(loop));
  const seconds = (performance.now() - t0 - WARM_UP_MS) / 1000;
  return { roundTripsPerSecond: Math.round(rounds / seconds), request: latency(requestMs), roundTrip: latency(roundMs), errors };
}

/** One line per figure, for the bench's console output. */
export function formatPracticeBench(r: TPracticeBenchResult): string[] {
  const f = (l: TLatency) => `p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms  (${l.count})`;
  const lines = [
    `Practice next+answer, ${r.learners} learners, think ${r.thinkMs} ms, ${r.seconds} s: ${r.roundTripsPerSecond} round trips/s, ${r.errors} errors`,
    `  round trip       ${f(r.roundTrip)}`,
    `  GET next         ${f(r.next)}`,
    `  POST answer      ${f(r.answer)}`,
  ];
  for (const [name, b] of [['GET /api/session (signed in)', r.session], ['bare Hapi one-row route', r.bare]] as const) {
    if (!b) continue;
    lines.push(`  ${name}, same loop: ${b.roundTripsPerSecond} round trips/s, ${b.errors} errors`);
    lines.push(`    per request    ${f(b.request)}`);
    lines.push(`    round trip     ${f(b.roundTrip)}`);
  }
  return lines;
}
