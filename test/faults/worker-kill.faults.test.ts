import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVERY_DAY_OF_WEEK, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { rollPlanOver } from '@wordbook/sql/study-plans/rollover';
import { handlerTable } from '../../workers/src/handler-table.ts';
import { createTestUser, signInAs } from '../accounts.ts';
import { holdTableLock, lockWaiters, spawnWorker, testApi as server, useTestApi, waitFor, type SpawnedProgram, type THeldTable } from '../harness.ts';

/**
 * SIGKILL of a worker in the middle of a job, for every queue: the job is held mid-way by a
 * lock on a table it writes to, its worker is killed, another worker takes the job over once
 * pg-boss expires the dead one's attempt, and the job's effect is there exactly once.
 */
useTestApi();
const workers: SpawnedProgram[] = [];
afterAll(() => {
  for (const w of workers) w.child.kill('SIGKILL');
});

type TReply = { statusCode: number; result: unknown };
type TKillCase = {
  /** The table the job writes to mid-way, held while its worker is killed. */
  holdAt: THeldTable;
  /** Starts the job as a learner would (or as the scheduler does), and says how to read its effect. */
  start: () => Promise<{ reply: Promise<TReply | undefined>; effect: () => Promise<unknown> }>;
  /** The effect after the retried job, which a second run would change. */
  expected: unknown;
};

/** Where each queue's kill is covered: a case here, or the fault test that covers it. */
const killCoverage: Record<string, TKillCase | { coveredIn: string } | { noEffect: string }> = {
  'system-selftest': { coveredIn: 'workers/src/worker-process.test.ts' },
  'level-test-score': { coveredIn: 'api/src/routes/level-test/level-test-crash.test.ts' },
  'level-test-wordbook': { coveredIn: 'api/src/routes/level-test/level-test-crash.test.ts' },
  'question-bank-refresh': { coveredIn: 'api/src/routes/level-test/level-test-bank.test.ts' },
  'billing-expiry': { coveredIn: 'sql/src/payments/billing-expiry.test.ts' },
  'payment-polling': { coveredIn: 'workers/src/jobs/payment-polling.test.ts' },
  'payment-refund': { coveredIn: 'workers/src/jobs/payment-refund.test.ts' },
  'study-plan-activate': { coveredIn: 'workers/src/jobs/study-plan-activate.test.ts' },
  'system-noop': { noEffect: 'the queue-health probe: it writes nothing, so a repeat changes nothing' },
  'ai-generate-word': {
    holdAt: 'job_events',
    start: async () => {
      const me = await signedIn();
      const wordbook = ((await me.call('POST', '/api/wordbooks', { name: 'Kill test' })).result as { wordbook: { id: string } }).wordbook;
      const word = ((await me.call('POST', '/api/words', { wordbook_id: wordbook.id, text: 'river' })).result as { word: { id: string } }).word;
      const reply = me.call('POST', '/api/ai/generate', { word_id: word.id, word: 'river', type: 'definition', force: 'auto' });
      const effect = async () => ({
        requests: await server.app.pool.anyFirst(sql.type(z.object({ status: z.string() }))`
          select status from ai_generation_requests where user_id = ${me.id}`),
        charged: await server.app.pool.anyFirst(sql.type(z.object({ points: z.number() }))`
          select points from ai_usage_ledger where user_id = ${me.id} order by id`),
        results: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from ai_word_results where user_id = ${me.id}`),
      });
      return { reply, effect };
    },
    expected: { requests: ['done'], charged: [10], results: 1 },
  },
  'ai-generate-wordbook': {
    holdAt: 'job_events',
    start: async () => {
      const me = await signedIn('pro');
      await server.app.pool.query(sql.typeAlias('void')`update users set level = 5 where id = ${me.id}`);
      const reply = me.call('POST', '/api/ai/generate-wordbook-next', { wordbook_ids: [], count: 20, prompt: '', timezone: 'UTC' });
      const effect = async () => ({
        drafts: await server.app.pool.anyFirst(sql.type(z.object({ status: z.string() }))`
          select status from ai_wordbook_drafts where user_id = ${me.id}`),
      });
      return { reply, effect };
    },
    expected: { drafts: ['done'] },
  },
  'level-test-questions': {
    holdAt: 'job_events',
    start: async () => {
      const me = await signedIn();
      const reply = me.call('POST', '/api/test-lt/start');
      const effect = async () => ({
        rounds: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from level_test_rounds where user_id = ${me.id}`),
        questions: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from level_test_questions where user_id = ${me.id}`),
      });
      return { reply, effect };
    },
    expected: { rounds: 1, questions: 10 },
  },
  'send-email': {
    holdAt: 'mail_outbox',
    start: async () => {
      const to = `kill_${Date.now()}@example.com`;
      await server.app.boss.send('send-email', { kind: 'account-deleted', to, fullName: 'Kill Test', purgeOn: '2030-01-01' });
      const effect = async () => ({
        kept: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from mail_outbox where to_address = ${to}`),
      });
      return { reply: Promise.resolve(undefined), effect };
    },
    expected: { kept: 1 },
  },
  'purge-accounts': {
    holdAt: 'rate_limits',
    start: async () => {
      const gone = await createTestUser(server);
      await server.app.pool.query(sql.typeAlias('void')`update users set deleted_at = now() - interval '4 months' where id = ${gone}`);
      await server.app.boss.send('purge-accounts', {});
      const effect = async () => ({
        left: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from users where id = ${gone}`),
      });
      return { reply: Promise.resolve(undefined), effect };
    },
    expected: { left: 0 },
  },
  'study-plan-rollover': {
    holdAt: 'study_plan_days',
    start: async () => {
      const me = await signedIn();
      const plan = await planOf(me, { timezone: 'Europe/London', startNow: true });
      await server.app.boss.send('study-plan-rollover', { timezone: 'Europe/London', day: todayIn('Europe/London') });
      const effect = async () => ({
        days: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from study_plan_days where study_plan_id = ${plan.id}`),
      });
      return { reply: Promise.resolve(undefined), effect };
    },
    expected: { days: 1 },
  },
  'study-plan-reminder': {
    holdAt: 'study_plan_reminders',
    start: async () => {
      const me = await signedIn();
      // Every day a study day: on a plan's default days (Monday to Friday) a Saturday in Seoul has no words and no reminder.
      const plan = await planOf(me, { timezone: 'Asia/Seoul', startNow: true, daysOfWeek: EVERY_DAY_OF_WEEK, reminderEnabled: true, reminderTime: '00:00' });
      // The rollover opens the day and queues its reminder, due at once (local midnight has passed).
      await server.app.pool.transaction((tx) => rollPlanOver(tx, server.app.boss, { planId: plan.id, userId: me.id, day: todayIn('Asia/Seoul') }));
      const effect = async () => ({
        marked: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from study_plan_reminders where study_plan_id = ${plan.id}`),
        emails: await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from pgboss.job j join users u on j.data->>'to' = u.email::text where j.name = 'send-email' and u.id = ${me.id}`),
      });
      return { reply: Promise.resolve(undefined), effect };
    },
    expected: { marked: 1, emails: 1 },
  },
};


/** A study plan of the learner, made through the API. */
async function planOf(me: Awaited<ReturnType<typeof signedIn>>, payload: object) {
  return ((await me.call('POST', '/api/study-plans', payload)).result as { plan: { id: string } }).plan;
}

async function signedIn(plan: 'free' | 'pro' = 'free') {
  const id = await createTestUser(server, { plan });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) =>
    server.inject({ method, url, headers: { cookie, 'x-device-id': 'kill-test' }, payload }) as Promise<TReply>;
  return { id, call };
}

/** Waits until a backend other than ours waits for a lock on `table`. */
const someoneWaitsOn = (table: string) =>
  waitFor(async () => (await lockWaiters(server.app.pool, table)) >= 1, 20_000, `a worker waiting to write to ${table}`);

async function startWorkerFor(queue: string) {
  const worker = spawnWorker(['--queues', queue, '--concurrency', '1']);
  workers.push(worker);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, `a ${queue} worker`);
  return worker;
}

describe('a worker killed (SIGKILL) in the middle of a job', () => {
  it('has an entry for every queue the workers serve', () => {
    expect(Object.keys(killCoverage).sort()).toEqual(handlerTable.map((h) => h.definition.name).sort());
  });

  for (const [queue, entry] of Object.entries(killCoverage)) {
    if (!('holdAt' in entry)) continue;
    it(`${queue}: another worker finishes the job, and its effect is there once`, async () => {
      const victim = await startWorkerFor(queue);
      // A short expiry for this run's jobs, so the dead worker's attempt is given up in seconds (the worker set the definition's).
      await server.app.boss.updateQueue(queue, { name: queue, expireInSeconds: 3 } as never);
      const release = await holdTableLock(server.app.pool, entry.holdAt);
      let started: Awaited<ReturnType<TKillCase['start']>>;
      try {
        started = await entry.start();
        await someoneWaitsOn(entry.holdAt);
        victim.child.kill('SIGKILL');
        await victim.exited;
      } finally {
        await release();
      }
      await startWorkerFor(queue);
      const reply = await started.reply;
      if (reply) expect(reply.statusCode).toBe(200);
      await waitFor(async () => JSON.stringify(await started.effect()) === JSON.stringify(entry.expected), 60_000, `${queue}'s effect`);
      await new Promise((r) => setTimeout(r, 1500)); // a second run, if there were one, would land now
      expect(await started.effect()).toEqual(entry.expected);
    }, 120_000);
  }
});
