
import { ZAiGenerateWordResult } from '@wordbook/core/contract/jobs/ai-generate-word';
import { aiMessages, } from '@wordbook/core/rules/ai-points';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSse, waitFor, outcomeOf as outcome } from '../../../../test/harness.ts';
import { expectedDefinitions, learner, server, useTestServer, } from './ai-generate-test-kit.ts';

useTestServer();

describe('requests that can no longer finish, and results that must not land', () => {
  /** Takes a lock in a transaction of its own and keeps it until `release`, which may run `work` in that transaction before committing. */
  async function holdLock(lock: Parameters<DatabaseTransactionConnection['query']>[0]) {
    type TWork = (tx: DatabaseTransactionConnection) => Promise<unknown>;
    let release!: (work?: TWork) => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.app.pool.transaction(async (tx) => {
      await tx.query(lock);
      locked();
      const work = await new Promise<TWork | undefined>((resolve) => (release = resolve));
      if (work) await work(tx);
    });
    await isLocked;
    return {
      release: (work?: TWork) => {
        release(work);
        return holding;
      },
    };
  }
  /** Waits until a worker's statement matching `pattern` waits for a lock. */
  const workerWaitsAt = (pattern: string) =>
    waitFor(
      () =>
        server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query ~ ${pattern}`).then((n) => n >= 1),
      20_000,
      `a worker waiting at ${pattern}`,
    );
  const definitionsOn = (wordId: string) =>
    server.app.pool.one(sql.type(z.object({ text: z.string(), d: z.array(z.string()) }))`select text, ai_definitions as d from words where id = ${wordId}`);
  const requestOf = (wordId: string) =>
    server.app.pool.any(sql.type(z.object({ jobId: z.string(), status: z.string() }))`
      select job_id as "jobId", status from ai_generation_requests where word_id = ${wordId} order by created_at`);
  const finalEvents = (jobId: string) =>
    server.app.pool.anyFirst(sql.type(z.object({ kind: z.string() }))`
      select kind from job_events where job_id = ${jobId} and kind in ('result', 'error') order by seq`);
  const savedResults = (userId: string, key: string) =>
    server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from ai_word_results where user_id = ${userId} and word_key = ${key}`);

  it('refunds the learner’s requests whose job ended or that went stale when they generate another word', async () => {
    const me = await learner();
    const [crashed, stale, running] = [await me.add('river'), await me.add('lake'), await me.add('pond')];
    // river: its job's last attempt crashed (the run ended, the request was never marked); lake: older than
    // the 2-minute rule; pond: started a moment ago and may still finish.
    for (const [word, finished, age] of [[crashed, true, '0'], [stale, false, '3 minutes'], [running, false, '0']] as const) {
      await server.app.pool.query(sql.typeAlias('void')`
        with run as (
          insert into job_runs (id, queue, user_id, finished_at)
          values (gen_random_uuid(), 'ai-generate-word', ${me.id}, ${finished ? sql.fragment`now()` : sql.fragment`null`}) returning id
        )
        insert into ai_generation_requests (job_id, user_id, word_id, type, points, created_at)
        select id, ${me.id}, ${word.id}, 'definition', 10, now() - ${age}::interval from run`);
    }
    await me.setUsage(30, 'current');

    const res = await me.generate(await me.add('ocean'));
    expect(res.statusCode).toBe(200);
    expect((await requestOf(crashed.id)).map((r) => r.status)).toEqual(['failed']);
    expect((await requestOf(stale.id)).map((r) => r.status)).toEqual(['failed']);
    expect((await requestOf(running.id)).map((r) => r.status)).toEqual(['running']);
    // 30 charged, 20 given back, 10 for ocean; each refund recorded once.
    expect((await me.usage()).points).toBe(20);
    expect(await me.ledger()).toEqual([-10, -10, 10]);
    expect((await me.generate(await me.add('sea'))).statusCode).toBe(200);
    expect(await me.ledger()).toEqual([-10, -10, 10, 10]);
  });

  it('fails and refunds a generation whose word was renamed meanwhile, and leaves the renamed word alone', async () => {
    const me = await learner();
    await me.generate(await me.add('rain')); // the device is known
    const word = await me.add('cloud');
    // Hold the word (not its key: the request can still be recorded) so the worker waits to write its items.
    const hold = await holdLock(sql.typeAlias('void')`select from words where id = ${word.id} for no key update`);
    const pending = me.generate(word, 'definition', 'regenerate');
    try {
      await workerWaitsAt('update words set|from words w');
    } finally {
      // The learner renames the word while the worker waits to write its items.
      await hold.release(async (tx) => tx.query(sql.typeAlias('void')`update words set text = 'thunder' where id = ${word.id}`));
    }
    const res = await pending;
    expect(outcome(res)).toEqual([422, aiMessages.wordChanged]);
    expect(await definitionsOn(word.id)).toEqual({ text: 'thunder', d: [] });
    const [request] = await requestOf(word.id);
    expect(request?.status).toBe('failed');
    expect(await finalEvents(request!.jobId)).toEqual(['error']);
    expect(await savedResults(me.id, 'cloud')).toBe(0);
    expect(await me.ledger()).toEqual([10, 10, -10]);
    expect((await me.usage()).points).toBe(10);
  });

  it('stores nothing for a request that was already failed and refunded when its job finishes, and answers once', async () => {
    const me = await learner();
    await me.generate(await me.add('rain')); // the device is known
    const word = await me.add('cloud');
    // Keep the worker in its dictionary lookup while the request goes stale and the learner's next generation refunds it.
    const snow = await me.add('snow');
    const hold = await holdLock(sql.typeAlias('void')`lock table lexicon_lemmas in access exclusive mode`);
    const pending = me.generate(word, 'definition', 'regenerate');
    let next: ReturnType<typeof me.generate> | undefined;
    try {
      await workerWaitsAt('lexicon_lemmas');
      const [running] = await requestOf(word.id);
      await server.app.pool.query(sql.typeAlias('void')`update ai_generation_requests set created_at = now() - interval '3 minutes' where job_id = ${running!.jobId}`);
      next = me.generate(snow);
      await waitFor(async () => (await requestOf(word.id))[0]?.status === 'failed', 20_000, 'the stale request to be refunded');
    } finally {
      await hold.release();
    }
    const [request] = await requestOf(word.id);

    const res = await pending;
    expect(outcome(res)).toEqual([422, aiMessages.failed]);
    expect((await next!).statusCode).toBe(200);
    expect(await definitionsOn(word.id)).toEqual({ text: 'cloud', d: [] });
    expect(await savedResults(me.id, 'cloud')).toBe(0);
    expect(await finalEvents(request!.jobId)).toEqual(['error']);
    // rain, cloud, cloud's refund (by the sweep, once), snow.
    expect(await me.ledger()).toEqual([10, 10, -10, 10]);
    expect((await me.usage()).points).toBe(20);
  });
});

describe('streamed variant', () => {
  it('streams the job’s events with ?stream=1; the result carries what the plan shows, the total, language and note', async () => {
    const me = await learner();
    const res = await me.generate(await me.add('sun'), 'definition', 'regenerate', {}, '?stream=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.payload);
    const result = events.find((e) => e.event === 'result');
    expect(result).toBeDefined();
    expect(ZAiGenerateWordResult.parse(result!.data)).toEqual({
      items: (await expectedDefinitions('sun')).slice(0, 2),
      total: (await expectedDefinitions('sun')).length,
      language: 'en',
      note: null,
      provider: 'lexicon',
    });
  });
});
