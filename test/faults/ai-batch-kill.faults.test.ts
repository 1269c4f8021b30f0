import { aiGenerateWordJob } from '@wordbook/core/contract/jobs/ai-generate-word';
import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser } from '../accounts.ts';
import { holdTableLock, lockWaiters, spawnWorker, testApi as server, useTestApi, waitFor, type SpawnedProgram } from '../harness.ts';

/**
 * SIGKILL of a worker in the middle of a batch of single-word AI jobs (load and scale): the
 * batch's finishing transaction is held by a lock on job_events, its worker is killed, and
 * another worker finishes every job of the batch once.
 */
useTestApi();
const workers: SpawnedProgram[] = [];
afterAll(() => {
  for (const w of workers) w.child.kill('SIGKILL');
});

async function startWorker() {
  const worker = spawnWorker(['--queues', aiGenerateWordJob.name, '--concurrency', '1']);
  workers.push(worker);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'an AI worker');
  return worker;
}

describe('a worker killed (SIGKILL) in the middle of a batch of AI jobs', () => {
  it('leaves nothing of the batch done; another worker finishes each job once', async () => {
    const pool = server.app.pool;
    const userId = await createTestUser(server);
    const words = await pool.any(sql.type(z.object({ id: z.string(), text: z.string() }))`
      with book as (insert into wordbooks (user_id, name) values (${userId}, 'Batch kill') returning id),
      lemmas as (select lemma from lexicon_lemmas where rank is not null and sample_pos is not null and not offensive order by rank limit 30)
      insert into words (wordbook_id, user_id, text, meaning, meaning_origin)
      select book.id, ${userId}, lemma, '', 'user' from book, lemmas returning id, text`);
    const jobIds = words.map(() => randomUUID());
    await pool.query(sql.typeAlias('void')`
      with runs as (insert into job_runs (id, queue, user_id) select unnest(${sql.array(jobIds, 'uuid')}), ${aiGenerateWordJob.name}, ${userId})
      insert into ai_generation_requests (job_id, user_id, word_id, type, points)
      select j, ${userId}, w, 'definition', 0 from unnest(${sql.array(jobIds, 'uuid')}, ${sql.array(words.map((w) => w.id), 'uuid')}) as t(j, w)`);
    const victim = await startWorker();
    // A short expiry for this run's jobs, so the dead worker's attempt is given up in seconds.
    await server.app.boss.updateQueue(aiGenerateWordJob.name, { name: aiGenerateWordJob.name, expireInSeconds: 3 } as never);
    const release = await holdTableLock(pool, 'job_events');
    const effect = async () =>
      pool.one(sql.type(z.object({ done: z.number(), results: z.number(), jobsWithOneResult: z.number(), saved: z.number(), withItems: z.number() }))`
        select (select count(*)::int from ai_generation_requests where job_id = any(${sql.array(jobIds, 'uuid')}) and status = 'done') as done,
               (select count(*)::int from job_events where job_id = any(${sql.array(jobIds, 'uuid')}) and kind = 'result') as results,
               (select count(distinct job_id)::int from job_events where job_id = any(${sql.array(jobIds, 'uuid')}) and kind = 'result') as "jobsWithOneResult",
               (select count(*)::int from ai_word_results where user_id = ${userId}) as saved,
               (select count(*)::int from words where user_id = ${userId} and jsonb_array_length(ai_definitions) > 0) as "withItems"`);
    try {
      await server.app.boss.insert(
        words.map((w, k) => ({
          id: jobIds[k]!,
          name: aiGenerateWordJob.name,
          data: aiGenerateWordJob.payload.parse({ userId, wordId: w.id, type: 'definition', word: w.text }),
          retryLimit: aiGenerateWordJob.retryLimit,
          expireInSeconds: 3,
        })),
      );
      await pool.query(sql.typeAlias('void')`select from pg_notify('wordbook_queue_wake', ${aiGenerateWordJob.name})`);
      await waitFor(async () => (await lockWaiters(pool, 'job_events')) >= 1, 20_000, 'the batch waiting to write its result events');
      expect(victim.output()).not.toContain("batch failed");
      victim.child.kill('SIGKILL');
      await victim.exited;
      // The killed batch's transaction is gone with its connection: nothing of it was done.
      expect(await effect()).toEqual({ done: 0, results: 0, jobsWithOneResult: 0, saved: 0, withItems: 0 });
    } finally {
      await release();
    }
    await startWorker();
    const all = { done: 30, results: 30, jobsWithOneResult: 30, saved: 30, withItems: 30 };
    await waitFor(async () => JSON.stringify(await effect()) === JSON.stringify(all), 60_000, 'every job of the batch finished');
    await new Promise((r) => setTimeout(r, 1500)); // a second run, if there were one, would land now
    expect(await effect()).toEqual(all);
  }, 120_000);
});
