import type { Server } from '@hapi/hapi';
import type { TAiGenerateResponse, TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { cleanGloss } from '@wordbook/core/rules/content-gate';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, expect, } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { spawnWorker, startTestApi, waitFor, type SpawnedProgram, } from '../../../../test/harness.ts';

export let server: Server;
export let worker: SpawnedProgram;

/** Starts what these tests share before them and stops it after. */
export function useTestServer() {
  beforeAll(async () => {
    server = await startTestApi();
    worker = spawnWorker(['--queues', 'ai-*', '--concurrency', '3']);
    await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the AI worker');
  });
  afterAll(async () => {
    worker?.child.kill('SIGTERM');
    await worker?.exited;
    await server?.stop();
  });
}

/** Single-word AI generation end to end: the API, a real worker process, the lexicon provider, real Postgres. */


export type Reply = { statusCode: number; result: unknown; payload: string; headers: Record<string, unknown> };
export const body = (res: Reply) => res.result as TAiGenerateResponse;
export const POS = /^\((noun|verb|adjective|adverb)\) \S/;

/** What the lexicon provider should answer for a word: its senses in WordNet order, as "(noun) gloss", up to 6. */
export async function expectedDefinitions(text: string): Promise<string[]> {
  const entry = await lookupWord(server.app.pool, text);
  if (!entry) throw new Error(`the lexicon does not know ${text}`);
  const label = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' } as const;
  return [...new Set(entry.senses.map((s) => `(${label[s.pos]}) ${cleanGloss(s.gloss)}`))].slice(0, 6);
}

/** A signed-in learner with a wordbook, and a small client for their calls. */
export async function learner(plan: 'free' | 'pro' = 'free') {
  const id = await createTestUser(server, { plan });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    server.inject({ method, url, headers: { cookie, 'x-device-id': 'device-main', ...headers }, payload }) as Promise<Reply>;
  const newWordbook = async (name: string) => {
    const res = await call('POST', '/api/wordbooks', { name });
    expect(res.statusCode).toBe(200);
    return (res.result as { wordbook: TWordbook }).wordbook;
  };
  const wordbook = await newWordbook('AI words');
  const add = async (text: string, inWordbook = wordbook) => {
    const res = await call('POST', '/api/words', { wordbook_id: inWordbook.id, text });
    expect(res.statusCode).toBe(200);
    return (res.result as { word: TWord }).word;
  };
  const generate = (word: TWord, type: 'definition' | 'example' = 'definition', force = 'auto', headers: Record<string, string> = {}, query = '') =>
    call('POST', `/api/ai/generate${query}`, { word_id: word.id, word: word.text, type, force }, headers);
  const usage = () =>
    server.app.pool.one(sql.type(z.object({ points: z.number(), month: z.string().nullable() }))`
      select monthly_ai_usage_points as points, ai_usage_month::text as month from users where id = ${id}`);
  const jobs = () =>
    server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from job_runs where user_id = ${id} and queue = 'ai-generate-word'`);
  const requests = () =>
    server.app.pool.any(sql.type(z.object({ status: z.string(), points: z.number() }))`
      select status, points from ai_generation_requests where user_id = ${id} order by created_at`);
  const ledger = () =>
    server.app.pool.anyFirst(sql.type(z.object({ points: z.number() }))`select points from ai_usage_ledger where user_id = ${id} order by id`);
  const setUsage = (points: number, month: 'current' | 'previous') =>
    server.app.pool.query(sql.typeAlias('void')`
      update users set monthly_ai_usage_points = ${points},
        ai_usage_month = (date_trunc('month', now() at time zone 'utc') - ${month === 'previous' ? sql.fragment`interval '1 month'` : sql.fragment`interval '0'`})::date
      where id = ${id}`);
  return { id, cookie, call, wordbook, newWordbook, add, generate, usage, jobs, requests, ledger, setUsage };
}
