import { cleanGloss } from '@wordbook/core/rules/content-gate';
import { ITEM_RANK_MAX } from '@wordbook/core/rules/level-estimation';
import { levelForSize } from '@wordbook/core/rules/level-scale';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QUESTION_BANK_MAX_AGE_DAYS, questionBankRefreshJob } from '@wordbook/core/contract/jobs/question-bank-refresh';
import { wordsToBuild } from '@wordbook/sql/queries/level-test-items';
import { holdTableLock, lockWaiters, spawnWorker, waitFor } from '../../../../test/harness.ts';
import { REFRESH_BATCH, refreshQuestionBank } from '../../../../workers/src/jobs/question-bank-refresh.ts';
import { type TStep, answersOf, learner, post, resultOfStream, server, takeTest, useTestServer } from './level-test-kit.ts';

/**
 * The level test's question bank, filled by a worker process, and the test with it: every step is
 * answered by the API at once, with no job of its own. The other level-test files run with the
 * bank empty (the job path); this one empties it again when it is done.
 */
useTestServer();
let built = 0;
afterAll(async () => {
  await server.app.pool.query(sql.typeAlias('void')`truncate level_test_items`);
});

const QUEUE = questionBankRefreshJob.name;
const startRefreshWorker = async () => {
  const worker = spawnWorker(['--queues', QUEUE, '--concurrency', '1']);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'a question-bank-refresh worker');
  return worker;
};
const bankRows = () => server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from level_test_items`);
const bankIsFull = async () =>
  (await wordsToBuild(server.app.pool, { maxRank: ITEM_RANK_MAX, builtBefore: new Date(Date.now() - QUESTION_BANK_MAX_AGE_DAYS * 86_400_000), limit: 1 })).length === 0;

const ZItemRow = z.object({ lemma: z.string(), rank: z.number(), options: z.array(z.string()).nullable(), correctIndex: z.number().nullable() });
const jobsOf = (userId: string) =>
  server.app.pool.anyFirst(sql.type(z.object({ queue: z.string() }))`select queue from job_runs where user_id = ${userId} order by created_at`);

describe('the level test question bank', () => {
  it('is filled by a worker process; a worker killed while saving a batch leaves whole batches, and the next run finishes the scale', async () => {
    const victim = await startRefreshWorker();
    const release = await holdTableLock(server.app.pool, 'level_test_items');
    let killedJob: string | null;
    try {
      killedJob = await server.app.boss.send(QUEUE, {});
      await waitFor(async () => (await lockWaiters(server.app.pool, 'level_test_items')) >= 1, 60_000, 'the worker waiting to save its first batch');
      victim.child.kill('SIGKILL');
      await victim.exited;
    } finally {
      await release();
    }
    // the batch the worker was saving is one statement: all of it or none
    await new Promise((r) => setTimeout(r, 500));
    expect([0, REFRESH_BATCH]).toContain(await bankRows());
    // the next run (the daily cron's, or a new fill) carries on; the killed one is not retried here
    await server.app.boss.deleteJob(QUEUE, killedJob!);
    const next = await startRefreshWorker();
    const started = Date.now();
    await server.app.boss.send(QUEUE, {});
    await waitFor(bankIsFull, 240_000, 'the question bank to cover the scale');
    next.child.kill('SIGTERM');
    await next.exited;
    built = await bankRows();
    console.log(`question bank: ${built} words tried, filled by a worker process in about ${Date.now() - started} ms`);
    expect(built).toBeGreaterThan(5_000);
  }, 300_000);

  it('holds a fair question for most words of the scale, each meaning a real sense, and a rebuild only for what is stale', async () => {
    const rows = await server.app.pool.any(sql.type(ZItemRow)`
      select lemma, rank, options, correct_index as "correctIndex" from level_test_items order by rank`);
    expect(rows.length).toBe(built);
    expect(rows.every((r) => r.rank <= ITEM_RANK_MAX)).toBe(true);
    const usable = rows.filter((r) => r.options !== null);
    expect(usable.length).toBeGreaterThan(0.6 * rows.length);
    for (const r of usable) {
      expect(r.options).toHaveLength(4);
      expect(new Set(r.options).size).toBe(4);
    }
    // the right option is a meaning of the word, in a sample across the scale
    for (const r of usable.filter((_, i) => i % Math.ceil(usable.length / 25) === 0)) {
      const glosses = new Set((await lookupWord(server.app.pool, r.lemma))?.senses.map((s) => cleanGloss(s.gloss)));
      expect(glosses.has(r.options![r.correctIndex!]!), r.lemma).toBe(true);
    }

    expect(await refreshQuestionBank(server.app.pool)).toBe(0);
    await server.app.pool.query(sql.typeAlias('void')`
      update level_test_items set built_at = now() - interval '30 days' where lemma in (select lemma from level_test_items order by rank limit 5)`);
    expect(await refreshQuestionBank(server.app.pool)).toBe(5);
  });

  it('answers every step at once and places a learner of 4 200 words within ±1 of the truth', async () => {
    const { id, cookie } = await learner();
    const { final, rounds } = await takeTest(cookie, 4200, 'plain');
    expect(Math.abs(final.finalLevel! - levelForSize(4200))).toBeLessThanOrEqual(1);
    const words = rounds.flatMap((r) => r.questions ?? []).map((q) => q.text);
    expect(new Set(words).size).toBe(words.length);
    // round 1 spans the scale, easiest first, one word a stratum
    const firstRanks = await Promise.all(rounds[0]!.questions!.map(async (q) => (await lookupWord(server.app.pool, q.text))!.rank!));
    expect(firstRanks).toEqual([...firstRanks].sort((a, b) => a - b));
    // no job built a round or scored one: the only job is the level wordbook's, asked for at the finish
    expect(await jobsOf(id)).toEqual(['level-test-wordbook']);
  });

  it('streams a step as a single result event, and answers a round posted again with the step that followed it', async () => {
    const { cookie } = await learner('pro');
    const start = resultOfStream((await post(cookie, '/api/test-lt/start?stream=1')).payload);
    expect(start.events.map((e) => e.event)).toEqual(['result']);
    const round1 = start.result;
    const body = { test_id: round1.test_id, answers: await answersOf(3000, round1.questions!) };
    const round2 = (await post(cookie, '/api/test-lt/round1/answers', body)).result as TStep;
    expect(round2).toMatchObject({ round: 2, reused: false });
    const again = (await post(cookie, '/api/test-lt/round1/answers', body)).result as TStep;
    expect(again).toEqual({ ...round2, reused: true });
  });
});
