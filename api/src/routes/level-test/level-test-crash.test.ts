
import type { TLevelWord } from '@wordbook/core/contract/level-test';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { waitFor, type SpawnedProgram } from '../../../../test/harness.ts';
import { type TStep, answersOf, countRows, learner, post, resultOfStream, server, startWorker, takeTest, setWorker, useTestServer, worker } from './level-test-kit.ts';

useTestServer();

describe('worker killed mid-job', () => {
  const eventCount = (jobId: string, kind: 'progress' | 'result' | 'error', emittedZero = false) =>
    server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from job_events
      where job_id = ${jobId} and kind = ${kind} ${emittedZero ? sql.fragment`and (data->>'emitted')::int = 0` : sql.fragment``}`);

  /** Leaves one fresh worker (the victim) serving the level-test queues. */
  async function onlyVictim() {
    worker?.child.kill('SIGTERM');
    await worker?.exited;
    const victim = await startWorker();
    setWorker(victim);
    return victim;
  }

  /** Kills the victim once `jobId` has reported progress, starts a new worker, and says whether the job had finished first. */
  async function killOnProgress(victim: SpawnedProgram, jobId: () => Promise<string | null>) {
    const id = await waitFor(jobId, 30_000, 'the job');
    await waitFor(() => eventCount(id, 'progress'), 30_000, 'its first progress event');
    victim.child.kill('SIGKILL');
    await victim.exited;
    const finishedFirst = (await eventCount(id, 'result')) > 0;
    setWorker(await startWorker());
    return { id, finishedFirst };
  }

  /** One result, and a second start ("emitted 0") exactly when the kill came before the result. */
  async function expectRetriedOnce(job: { id: string; finishedFirst: boolean }) {
    expect(await eventCount(job.id, 'result')).toBe(1);
    expect(await eventCount(job.id, 'progress', true)).toBe(job.finishedFirst ? 1 : 2);
    console.log(`job ${job.id} ${job.finishedFirst ? 'finished before the kill' : 'was killed mid-way and retried in another worker'}`);
  }

  it('a retried score job makes one next round', async () => {
    const { cookie } = await learner();
    const victim = await onlyVictim();
    const start = (await post(cookie, '/api/test-lt/start')).result as TStep;
    const submitted = post(cookie, '/api/test-lt/round1/answers?stream=1', { test_id: start.test_id, answers: await answersOf(5000, start.questions!) });
    const job = await killOnProgress(victim, () =>
      server.app.pool.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
        select score_job_id as id from level_test_rounds where test_id = ${start.test_id} and round = 1 and score_job_id is not null`),
    );
    const { events, result } = resultOfStream((await submitted).payload);
    expect(result.round).toBe(2);
    expect(events.filter((e) => e.event === 'result')).toHaveLength(1);
    expect(await countRows('level_test_rounds', start.test_id)).toBe(2);
    await expectRetriedOnce(job);
  }, 120_000);

  it('a retried level wordbook job makes one draft, and saving it makes one wordbook', async () => {
    const { id, cookie } = await learner();
    const victim = await onlyVictim();
    const taking = takeTest(cookie, 7000, 'plain');
    const job = await killOnProgress(victim, async () => {
      const row = await server.app.pool.maybeOne(sql.type(z.object({ jobId: z.string().nullable() }))`
        select generated_words_job_id as "jobId" from level_tests where user_id = ${id} and status = 2`);
      return row?.jobId ?? null;
    });
    const { final } = await taking;
    const streamed = resultOfStream((await post(cookie, '/api/ai/generate-wordbook?stream=1', { testId: final.test_id })).payload);
    const words = (streamed.result as unknown as { words: TLevelWord[] }).words;
    expect(words).toHaveLength(50);
    await expectRetriedOnce(job);
    const body = { final_level: final.finalLevel, words: words.map((w) => ({ text: w.text, definition: w.definition, example: w.example })) };
    for (let i = 0; i < 2; i++) expect((await post(cookie, '/api/ai/save-wordbook', body)).statusCode).toBe(200);
    const books = await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from wordbooks where user_id = ${id}`);
    expect(books).toBe(1);
  }, 150_000);
});
