import type { Server } from '@hapi/hapi';
import type { TCurrentLevelTestResponse, TLevelTestQuestion, } from '@wordbook/core/contract/level-test';
import { cleanGloss } from '@wordbook/core/rules/content-gate';
import { lookupWord, rankOf } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, expect, } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { parseSse, spawnWorker, startTestApi, waitFor, type SpawnedProgram } from '../../../../test/harness.ts';

export let server: Server;
export let worker: SpawnedProgram | undefined;
/** Replaces the shared worker process (the crash tests kill it and start another). */
export const setWorker = (next: SpawnedProgram | undefined) => {
  worker = next;
};

/** Starts what these tests share before them and stops it after. */
export function useTestServer() {
  beforeAll(async () => {
    server = await startTestApi();
    worker = await startWorker();
  });
  afterAll(async () => {
    worker?.child.kill('SIGKILL');
    await server.stop();
  });
}


export const startWorker = async () => {
  const w = spawnWorker(['--queues', 'level-test-*', '--concurrency', '2']);
  await waitFor(() => w.output().includes('worker ready'), 30_000, 'the worker process');
  return w;
};


export type TStep = { questions?: TLevelTestQuestion[]; test_id: string; round?: number; reused?: boolean; finalLevel?: number; estimatedSize?: number; retake_available_at?: string | null };

export async function learner(plan: 'free' | 'pro' = 'free') {
  const id = await createTestUser(server, { plan });
  return { id, cookie: await signInAs(server, id) };
}

export const post = (cookie: string, url: string, payload?: object) => server.inject({ method: 'POST', url, headers: { cookie }, payload });
export const current = async (cookie: string) => (await server.inject({ url: '/api/test-lt/current', headers: { cookie } })).result as TCurrentLevelTestResponse & Record<string, unknown>;

/** A stream's events, and its result (the stream must end with one). */
export function resultOfStream(payload: string) {
  const events = parseSse(payload);
  const last = events[events.length - 1];
  expect(last?.event).toBe('result');
  return { events, result: last!.data as TStep };
}

/**
 * A scripted learner of vocabulary size `size` who knows the frequency bands: answers a question
 * right (the option that is one of the word's WordNet glosses) when the word ranks below `size`,
 * and "I don't know" otherwise.
 */
export async function answersOf(size: number, questions: TLevelTestQuestion[]) {
  const pool = server.app.pool;
  return Promise.all(
    questions.map(async (q) => {
      const rank = await rankOf(pool, q.text);
      if (rank === null || rank >= size) return -1;
      // Options show glosses as the item code cleans them (content-gate.ts).
      const glosses = new Set((await lookupWord(pool, q.text))?.senses.map((s) => cleanGloss(s.gloss)));
      const right = q.options.map((o, i) => (glosses.has(o.text) ? i : -1)).filter((i) => i >= 0);
      expect(right).toHaveLength(1); // exactly one option is a meaning of the word
      return right[0]!;
    }),
  );
}

/** Takes a whole test as a learner of `size` words, with the stream or the plain variant of every call. */
export async function takeTest(cookie: string, size: number, variant: 'stream' | 'plain') {
  const call = async (url: string, payload?: object): Promise<TStep> => {
    const res = await post(cookie, variant === 'stream' ? `${url}?stream=1` : url, payload);
    expect(res.statusCode, `${url}: ${res.payload.slice(0, 200)}`).toBe(200);
    if (variant === 'plain') return res.result as TStep;
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    return resultOfStream(res.payload).result;
  };
  let step = await call('/api/test-lt/start');
  const rounds: TStep[] = [step];
  for (let round = 1; round <= 3 && step.finalLevel === undefined; round++) {
    expect(step.questions).toHaveLength(10);
    expect(step.round).toBe(round);
    step = await call(`/api/test-lt/round${round}/answers`, { test_id: step.test_id, answers: await answersOf(size, step.questions!) });
    rounds.push(step);
  }
  return { final: step, rounds };
}

export const countRows = (table: 'level_test_rounds' | 'level_tests', testId: string) =>
  server.app.pool.oneFirst(
    table === 'level_tests'
      ? sql.type(z.object({ n: z.number() }))`select count(*)::int as n from level_tests where id = ${testId}`
      : sql.type(z.object({ n: z.number() }))`select count(*)::int as n from level_test_rounds where test_id = ${testId}`,
  );
