import type { Server } from '@hapi/hapi';
import { ZAiGenerateWordPayload } from '@wordbook/core/contract/jobs/ai-generate-word';
import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';
import { createLexiconProvider } from '../providers/ai/lexicon-provider.ts';
import { handleAiGenerateWordBatch } from './ai-generate-word-batch.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.stop();
});

const pool = () => server.app.pool;
const log = pino({ level: 'silent' });

/** A word of a fresh wordbook with a running request (status as given) for its job. */
async function wordWithRequest(userId: string, wordbookId: string, text: string, status: 'running' | 'failed' = 'running') {
  const wordId = await pool().oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into words (wordbook_id, user_id, text, meaning, meaning_origin) values (${wordbookId}, ${userId}, ${text}, '', 'user') returning id`);
  const jobId = randomUUID();
  await pool().query(sql.typeAlias('void')`
    with run as (insert into job_runs (id, queue, user_id) values (${jobId}, 'ai-generate-word', ${userId}))
    insert into ai_generation_requests (job_id, user_id, word_id, type, points, status) values (${jobId}, ${userId}, ${wordId}, 'definition', 0, ${status})`);
  return { jobId, payload: ZAiGenerateWordPayload.parse({ userId, wordId, type: 'definition', word: text }) };
}

const ZState = z.object({ status: z.string(), finished: z.boolean(), d: z.array(z.string()), results: z.number(), saved: z.number() });
const stateOf = (jobId: string) =>
  pool().one(sql.type(ZState)`
    select r.status, j.finished_at is not null as finished, w.ai_definitions as d,
      (select count(*)::int from job_events e where e.job_id = r.job_id and e.kind = 'result') as results,
      (select count(*)::int from ai_word_results a where a.user_id = r.user_id and a.word_key = lower(w.text) and a.type = 'definition') as saved
    from ai_generation_requests r join job_runs j on j.id = r.job_id join words w on w.id = r.word_id where r.job_id = ${jobId}`);

describe('a batch of single-word AI jobs (load and scale)', () => {
  it('finishes each job it can in one transaction and leaves the others, untouched, to the one-job handler', async () => {
    const userId = await createTestUser(server);
    const wordbookId = await pool().oneFirst(sql.type(z.object({ id: z.string() }))`
      insert into wordbooks (user_id, name) values (${userId}, 'Batch') returning id`);
    const river = await wordWithRequest(userId, wordbookId, 'river');
    const lake = await wordWithRequest(userId, wordbookId, 'lake');
    const unknown = await wordWithRequest(userId, wordbookId, 'qzxvbnt');
    const refunded = await wordWithRequest(userId, wordbookId, 'pond', 'failed');
    const renamed = await wordWithRequest(userId, wordbookId, 'horse');
    await pool().query(sql.typeAlias('void')`update words set text = 'house' where id = ${renamed.payload.wordId}`);
    const jobs = [river, lake, unknown, refunded, renamed];

    const left = await handleAiGenerateWordBatch({ jobs, pool: pool(), log, signal: new AbortController().signal });
    expect(new Set(left)).toEqual(new Set([unknown.jobId, refunded.jobId, renamed.jobId]));

    const [riverEntry] = await createLexiconProvider(pool()).many.definitions([{ word: 'river', language: 'en' }]);
    const river1 = await stateOf(river.jobId);
    expect(river1).toEqual({ status: 'done', finished: true, d: (riverEntry as { items: string[] }).items, results: 1, saved: 1 });
    expect((await stateOf(lake.jobId)).status).toBe('done');
    expect(await stateOf(unknown.jobId)).toEqual({ status: 'running', finished: false, d: [], results: 0, saved: 0 });
    expect(await stateOf(refunded.jobId)).toEqual({ status: 'failed', finished: false, d: [], results: 0, saved: 0 });
    expect(await stateOf(renamed.jobId)).toEqual({ status: 'running', finished: false, d: [], results: 0, saved: 0 });

    // A repeat delivery of the whole batch stores nothing twice: the finished jobs are no longer running.
    const again = await handleAiGenerateWordBatch({ jobs, pool: pool(), log, signal: new AbortController().signal });
    expect(new Set(again)).toEqual(new Set(jobs.map((job) => job.jobId)));
    expect(await stateOf(river.jobId)).toEqual(river1);
  });
});
