import { BULK_GENERATE_PARALLELISM, checkAiText } from '@wordbook/core/rules/wordbook-rules';
import type { DatabasePool } from '@wordbook/sql/pool';
import { wordsInRankRange } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';

export type AiRoundTripOptions = {
  /** The API's origin, e.g. http://127.0.0.1:3001; a worker serving `ai-*` must be running. */
  apiUrl: string;
  /** Cookie header of a signed-in session of `userId`. */
  cookie: string;
  userId: string;
  pool: DatabasePool;
  /** A bare route answering one indexed row (the bench's baseline), timed the same way, if given. */
  baselineUrl?: string;
  /** One-word round trips timed one after another (default 50). */
  singleRequests?: number;
  /** Words of the bulk run (default 300, one wordbook's limit) and requests at once (default 5, Bulk Generate's). */
  bulkWords?: number;
  parallel?: number;
  log?: (line: string) => void;
};

export type AiRoundTripResult = {
  single: { requests: number; p50Ms: number; p99Ms: number };
  bulk: { words: number; parallel: number; totalMs: number; wordsPerSecond: number };
  baseline: { p50Ms: number } | null;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * The AI round trip the learner waits for — POST /api/ai/generate → job → worker (lexicon
 * provider by default) → result → answer — for one word at a time (p50/p99), and Bulk Generate's
 * shape: `bulkWords` words, `parallel` requests at once, total time. The user is made Pro for the
 * run (Bulk Generate is Pro, and 350 generations stay far under the fair-use ceiling); words are
 * frequent English words from the lexicon, in fresh wordbooks, generated with force 'regenerate'.
 */
export async function benchAiRoundTrip(options: AiRoundTripOptions): Promise<AiRoundTripResult> {
  const { pool, userId } = options;
  const log = options.log ?? console.log;
  const singleCount = options.singleRequests ?? 50;
  const bulkCount = options.bulkWords ?? 300;
  const parallel = options.parallel ?? BULK_GENERATE_PARALLELISM;
  const warmup = 3;

  await pool.query(sql.typeAlias('void')`update users set plan = 'pro', monthly_ai_usage_points = 0 where id = ${userId}`);
  const picked = await wordsInRankRange(pool, { fromRank: 1, toRank: 20_000, count: (warmup + singleCount + bulkCount) * 2 });
  const texts = [...new Set(picked.map((w) => w.lemma))].filter((t) => checkAiText(t) === null).slice(0, warmup + singleCount + bulkCount);
  if (texts.length < warmup + singleCount + bulkCount) throw new Error(`the lexicon offered only ${texts.length} words`);

  const tag = Date.now().toString(36);
  const makeWordbook = async (name: string, words: string[]) => {
    const wordbookId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      insert into wordbooks (user_id, name) values (${userId}, ${`${name} ${tag}`}) returning id`);
    const rows = await pool.any(sql.type(z.object({ id: z.string(), text: z.string() }))`
      insert into words (wordbook_id, user_id, text)
      select ${wordbookId}, ${userId}, t from unnest(${sql.array(words, 'text')}::text[]) as t
      returning id, text`);
    return [...rows];
  };
  const singleWords = await makeWordbook('AI bench single', texts.slice(0, warmup + singleCount));
  const bulkWords = await makeWordbook('AI bench bulk', texts.slice(warmup + singleCount));

  const generate = async (word: { id: string; text: string }) => {
    const res = await fetch(`${options.apiUrl}/api/ai/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: options.cookie, 'x-device-id': 'ai-bench' },
      body: JSON.stringify({ word_id: word.id, word: word.text, type: 'definition', force: 'regenerate' }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`generate ${word.text}: ${res.status} ${text.slice(0, 200)}`);
  };

  for (const word of singleWords.slice(0, warmup)) await generate(word);
  const times: number[] = [];
  for (const word of singleWords.slice(warmup)) {
    const t0 = performance.now();
    await generate(word);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const single = { requests: times.length, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };

  let baseline: AiRoundTripResult['baseline'] = null;
  if (options.baselineUrl) {
    const baseTimes: number[] = [];
    for (let i = 0; i < warmup + singleCount; i++) {
      const t0 = performance.now();
      const res = await fetch(options.baselineUrl);
      await res.arrayBuffer();
      if (i >= warmup) baseTimes.push(performance.now() - t0);
    }
    baseTimes.sort((a, b) => a - b);
    baseline = { p50Ms: percentile(baseTimes, 0.5) };
  }

  // Bulk Generate: `parallel` requests at once until every word is done.
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < bulkWords.length) {
        const word = bulkWords[next++]!;
        await generate(word);
      }
    }),
  );
  const totalMs = performance.now() - t0;
  const bulk = { words: bulkWords.length, parallel, totalMs, wordsPerSecond: bulkWords.length / (totalMs / 1000) };

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const ratio = baseline ? ` (${(single.p50Ms / baseline.p50Ms).toFixed(1)}× the bare one-row route's ${ms(baseline.p50Ms)})` : '';
  log(`AI definitions, one word (request → job → worker → answer, ${single.requests} requests): p50 ${ms(single.p50Ms)}${ratio}, p99 ${ms(single.p99Ms)} (target p50 < 300 ms)`);
  log(`AI definitions, bulk: ${bulk.words} words, ${parallel} at once, in ${(totalMs / 1000).toFixed(2)} s = ${bulk.wordsPerSecond.toFixed(1)} words/s`);
  return { single, bulk, baseline };
}
