import {
  ZGeneratedWord,
  type TGeneratedWord,
  type TWordbookNextStreamResult,
} from '@wordbook/core/contract/ai-wordbook';
import type { TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { cleanExample, cleanGloss, lemmaPassesGate } from '@wordbook/core/rules/content-gate';
import { lemmasOf } from '@wordbook/sql/lexicon/word-forms';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { parseSse, spawnWorker, testApi as server, waitFor, type SpawnedProgram } from '../../../../test/harness.ts';

// The shared API under the names these tests use.
export { testApi as server, useTestApi as useTestServer } from '../../../../test/harness.ts';

/** A worker process serving the AI queues (lexicon provider) for the tests of the calling describe block. */
export function useAiWorker() {
  let worker: SpawnedProgram;
  beforeAll(async () => {
    worker = spawnWorker(['--queues', 'ai-*', '--concurrency', '2']);
    await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the AI worker');
  });
  afterAll(async () => {
    worker?.child.kill('SIGTERM');
    await worker?.exited;
  });
}

/**
 * The AI wordbook generator end to end: the API, real worker processes (the lexicon provider,
 * and the real `openai` SDK against a small OpenAI-compatible server run by this test), the real
 * lexicon in Postgres.
 */


export type Reply = { statusCode: number; result: unknown; payload: string; headers: Record<string, unknown> };
export const POS = /^\((noun|verb|adjective|adverb)\) \S/;
export const TRAVEL = ['journey', 'hotel', 'airport', 'passport', 'luggage', 'ticket', 'flight', 'train', 'map', 'tourist', 'vacation', 'trip', 'travel', 'suitcase', 'beach'];
// What the browser tests were given for "travel and airports" (the same list, twice, led by circuit, drift, thread, crank).
export const AIR_TRAVEL = ['airport', 'ticket', 'luggage', 'passport', 'flight', 'hotel'];

/** A signed-in learner (plan and level as given) and a small client for their calls. */
export async function learner(plan: 'free' | 'pro', level: number | null) {
  const id = await createTestUser(server, { plan });
  if (level !== null) await server.app.pool.query(sql.typeAlias('void')`update users set level = ${level} where id = ${id}`);
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload }) as Promise<Reply>;
  const newWordbook = async (name: string, texts: string[] = []) => {
    const res = await call('POST', '/api/wordbooks', { name });
    expect(res.statusCode).toBe(200);
    const wordbook = (res.result as { wordbook: TWordbook }).wordbook;
    for (const text of texts) expect((await call('POST', '/api/words', { wordbook_id: wordbook.id, text })).statusCode).toBe(200);
    return wordbook;
  };
  const generate = (body: object, stream = false) => call('POST', `/api/ai/generate-wordbook-next${stream ? '?stream=1' : ''}`, body);
  const save = (body: object) => call('POST', '/api/ai/save-wordbook-next', body);
  const words = async (wordbookId: string) => ((await call('GET', `/api/words/${wordbookId}`)).result as { words: TWord[] }).words;
  const ledger = () =>
    server.app.pool.anyFirst(sql.type(z.object({ points: z.number() }))`select points from ai_usage_ledger where user_id = ${id} order by id`);
  const usage = () => server.app.pool.oneFirst(sql.type(z.object({ points: z.number() }))`select monthly_ai_usage_points as points from users where id = ${id}`);
  const drafts = () =>
    server.app.pool.any(sql.type(z.object({ id: z.string(), status: z.string(), points: z.number(), wordbookId: z.string().nullable() }))`
      select id, status, points, wordbook_id as "wordbookId" from ai_wordbook_drafts where user_id = ${id} order by created_at`);
  const generatedWordbooks = () =>
    server.app.pool.any(sql.type(z.object({ id: z.string(), name: z.string() }))`
      select id, name from wordbooks where user_id = ${id} and type = 'generated' and not deleted`);
  return { id, cookie, call, newWordbook, generate, save, words, ledger, usage, drafts, generatedWordbooks };
}

/** A stream's events; it must end with exactly one result and no error, after progress that never goes back. */
export function streamed(res: Reply, total: number) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = parseSse(res.payload);
  expect(events.filter((e) => e.event === 'error')).toEqual([]);
  expect(events.filter((e) => e.event === 'result')).toHaveLength(1);
  expect(events.at(-1)?.event).toBe('result');
  const progress = events.filter((e) => e.event === 'progress').map((e) => e.data as { total: number; emitted: number });
  expect(progress[0]).toEqual({ total, emitted: 0 });
  for (let i = 1; i < progress.length; i++) expect(progress[i]!.emitted).toBeGreaterThan(progress[i - 1]!.emitted);
  for (const p of progress) expect(p.total).toBe(total);
  return { events, progress, result: events.at(-1)!.data as TWordbookNextStreamResult };
}

/**
 * Every word is a dictionary word as the lexicon writes it, passing the content gate with its
 * main sense, with its WordNet definitions (up to 6, markup cleaned) and its main sense's
 * examples, of which the learner reads `visible` (Free 2), and how many there are.
 */
export async function expectDictionaryWords(words: TGeneratedWord[], visible = MAX_AI_ALTERNATIVES) {
  const label = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' } as const;
  expect(new Set(words.map((w) => w.text)).size).toBe(words.length);
  for (const w of words) {
    const entry = await lookupWord(server.app.pool, w.text);
    expect(entry, w.text).not.toBeNull();
    expect(entry!.lemma).toBe(w.text);
    expect(entry!.offensive, w.text).toBe(false);
    const own = entry!.senses.filter((s) => s.lemma === entry!.lemma);
    expect(lemmaPassesGate(w.text, cleanGloss(own[0]!.gloss)), w.text).toBe(true);
    const all = [...new Set(own.map((s) => `(${label[s.pos]}) ${cleanGloss(s.gloss)}`))].slice(0, 6);
    expect(w.definitions).toEqual(all.slice(0, visible));
    expect(w.meta_total_definitions).toBe(all.length);
    expect(w.definition).toBe(w.definitions[0]);
    for (const d of w.definitions) expect(d).toMatch(POS);
    expect(w.example).toBe(w.examples[0] ?? null);
    // only examples of the main sense, the one the first definition gives
    for (const e of w.examples) expect(own[0]!.examples.map(cleanExample), w.text).toContain(e);
    expect(w.examples.length).toBeLessThanOrEqual(visible);
    expect(w.meta_total_examples).toBeGreaterThanOrEqual(w.examples.length);
    expect(w.meta_total_examples).toBeLessThanOrEqual(6);
    expect(w.rank).toBe(entry!.rank);
  }
}

/**
 * The words that plausibly belong to the seeds' topic, as WordNet shows it: one of the word's
 * senses and one of a seed's are the same synset or one pointer apart, share a direct hypernym
 * with at most 25 hyponyms or a topic domain, one's gloss names the other, or their glosses
 * share a word found in at most 30 glosses.
 */
export async function topicRelated(words: string[], seeds: string[]): Promise<string[]> {
  return [
    ...(await server.app.pool.anyFirst(sql.type(z.object({ word: z.string() }))`
    select w.word from unnest(${sql.array(words, 'text')}) as w (word)
     where exists (
       select from lexicon_senses s join lexicon_synsets sy on sy.synset = s.synset,
                   lexicon_senses t join lexicon_synsets ty on ty.synset = t.synset
        where s.lemma = w.word and t.lemma = any(${sql.array(seeds, 'text')}) and (
          s.synset = t.synset
          or exists (select from lexicon_links k where k.from_synset = s.synset and k.to_synset = t.synset)
          or exists (select from lexicon_links a join lexicon_links b on b.to_synset = a.to_synset and b.via = a.via
                      where a.from_synset = s.synset and b.from_synset = t.synset
                        and (a.via = 'domain' or (a.via = 'hypernym'
                             and (select count(*) from lexicon_links h where h.from_synset = a.to_synset and h.via = 'hyponym') <= 25)))
          or t.lemma = any(sy.gloss_words) or s.lemma = any(ty.gloss_words)
          or exists (select from unnest(sy.gloss_words) g join lexicon_lemmas l on l.lemma = g
                      where g = any(ty.gloss_words) and l.gloss_count <= 30)))`)),
  ];
}

/** Neither the word nor any of its lemmas is one of `kept` (or a lemma of one). */
export function expectNoneKept(words: TGeneratedWord[], kept: string[]) {
  const keys = new Set(kept.flatMap((k) => [k, ...lemmasOf(k)]));
  for (const w of words) {
    expect(keys.has(w.text), w.text).toBe(false);
    for (const lemma of lemmasOf(w.text)) expect(keys.has(lemma), `${w.text} (${lemma})`).toBe(false);
  }
}

/** Events of a job: of a kind, and for progress only those past `emitted` 0. */
export const eventCount = (jobId: string, kind: 'progress' | 'result') =>
  server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from job_events
    where job_id = ${jobId} and kind = ${kind} and (kind <> 'progress' or (data->>'emitted')::int > 0)`);

/** A draft's words as stored: every definition and example. */
export async function draftWords(draftId: string): Promise<TGeneratedWord[]> {
  const words = await server.app.pool.oneFirst(sql.type(z.object({ words: z.unknown() }))`select words from ai_wordbook_drafts where id = ${draftId}`);
  return z.array(ZGeneratedWord).parse(words);
}

/** The words as a learner with `visible` alternatives may read them, written out here (not with the product's helper). */
export const readable = (words: TGeneratedWord[], visible: number) =>
  words.map((w) => ({
    ...w,
    definitions: w.definitions.slice(0, visible),
    examples: w.examples.slice(0, visible),
    meta_total_definitions: w.definitions.length,
    meta_total_examples: w.examples.length,
  }));

/** The first progress event (the job has started) to the result event, in ms. */
export const jobMs = (jobId: string) =>
  server.app.pool.oneFirst(sql.type(z.object({ ms: z.number() }))`
    select (extract(epoch from max(created_at) - min(created_at)) * 1000)::float8 as ms from job_events where job_id = ${jobId}`);
