import type { Server } from '@hapi/hapi';
import { studyPlanReminderJob } from '@wordbook/core/contract/jobs/study-plan-reminder';
import { studyPlanRolloverJob } from '@wordbook/core/contract/jobs/study-plan-rollover';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, localMidnightUtc, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { rollPlanOver } from '@wordbook/sql/study-plans/rollover';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { spawnWorker, startTestApi, waitFor, type SpawnedProgram } from '../../../test/harness.ts';

/** The rollover tick and the reminder through a real worker process, with the e-mail kept in the outbox. */
let server: Server;
let worker: SpawnedProgram;
beforeAll(async () => {
  server = await startTestApi();
  worker = spawnWorker(['--queues', '{study-plan-r*,send-email}', '--concurrency', '1']);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the worker');
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await worker?.exited;
  await server?.stop();
});

const TZ = 'Asia/Seoul';
const Zn = z.object({ n: z.number() });
/** This test's jobs not finished yet: the zone's rollovers, the plan's reminders, the learner's e-mails. */
const unfinished = (planId: string, userId: string) => server.app.pool.oneFirst(sql.type(Zn)`
  select count(*)::int as n from pgboss.job j
  where j.state not in ('completed', 'failed', 'cancelled') and (
    (j.name = ${studyPlanRolloverJob.name} and coalesce(j.data->>'timezone', ${TZ}) = ${TZ})
    or (j.name = ${studyPlanReminderJob.name} and j.data->>'planId' = ${planId})
    or (j.name = 'send-email' and j.data->>'to' = (select email::text from users where id = ${userId})))`);

describe('the rollover tick and the reminder in a worker', () => {
  it('opens today for a plan of its zone and e-mails its reminder once, however often both are delivered', async () => {
    const userId = await createTestUser(server, {});
    const cookie = await signInAs(server, userId);
    const res = await server.inject({
      method: 'POST', url: '/api/study-plans', headers: { cookie },
      payload: { timezone: TZ, startNow: true, daysOfWeek: { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: true, Sun: true }, reminderEnabled: true, reminderTime: '00:00' },
    });
    const plan = (res.result as { plan: TStudyPlan }).plan;
    const days = () => server.app.pool.oneFirst(sql.type(Zn)`select count(*)::int as n from study_plan_days where study_plan_id = ${plan.id} and day = ${todayIn(TZ)}::date`);
    const mails = () => server.app.pool.oneFirst(sql.type(Zn)`
      select count(*)::int as n from mail_outbox o join users u on lower(o.to_address) = lower(u.email::text) where u.id = ${userId} and o.kind = 'study-reminder'`);

    for (let delivery = 0; delivery < 2; delivery++) {
      await server.app.boss.send(studyPlanRolloverJob.name, {});
      await waitFor(async () => (await days()) === 1, 30_000, 'the plan’s day to open');
      await waitFor(async () => (await mails()) === 1, 30_000, 'the reminder e-mail');
      await waitFor(async () => (await unfinished(plan.id, userId)) === 0, 30_000, 'every job to finish');
    }
    await server.app.boss.send(studyPlanReminderJob.name, { planId: plan.id, userId, day: todayIn(TZ) });
    await waitFor(async () => (await unfinished(plan.id, userId)) === 0, 30_000, 'the repeated reminder');
    expect([await days(), await mails()]).toEqual([1, 1]);
    const mail = await server.app.pool.one(sql.type(z.object({ subject: z.string(), text: z.string() }))`
      select o.subject, o.text_body as text from mail_outbox o join users u on lower(o.to_address) = lower(u.email::text) where u.id = ${userId} and o.kind = 'study-reminder'`);
    expect(mail.subject).toBe('Your Wordbook study plan for today');
    expect(mail.text).toContain(`Today (${todayIn(TZ)}) your study plan has 20 new words.`);
  }, 120_000);

  it('leaves nothing half done when its worker is SIGKILLed mid-rollover; another worker rolls the plan over once', async () => {
    // A zone of its own (the tick of the other test never reaches this plan), whichever of two
    // is far from its midnight, so today stays today while the test runs.
    const zone = ['Asia/Kathmandu', 'America/Caracas'].find((z) => {
      const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: z, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
      return hour >= 2 && hour < 22;
    })!;
    const userId = await createTestUser(server, {});
    const cookie = await signInAs(server, userId);
    const everyDay = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: true, Sun: true };
    const res = await server.inject({
      method: 'POST', url: '/api/study-plans', headers: { cookie },
      payload: { timezone: zone, startNow: true, daysOfWeek: everyDay, reminderEnabled: true, reminderTime: '23:59' },
    });
    const plan = (res.result as { plan: TStudyPlan }).plan;
    const { pool, boss } = server.app;
    const today = todayIn(zone);
    const yesterday = addDaysTo(today, -1);
    await pool.query(sql.typeAlias('void')`
      update study_plans set start_date = ${yesterday}::date, start_date_utc = ${localMidnightUtc(yesterday, zone)}::timestamptz where id = ${plan.id}`);
    await pool.transaction((tx) => rollPlanOver(tx, boss, { planId: plan.id, userId, day: yesterday }));
    const ledger = () => pool.any(sql.type(z.object({ day: z.string(), status: z.string() }))`
      select to_char(day, 'YYYY-MM-DD') as day, status from study_plan_days where study_plan_id = ${plan.id} order by day`);
    const reminders = () => pool.oneFirst(sql.type(Zn)`
      select count(*)::int as n from pgboss.job where name = ${studyPlanReminderJob.name} and data->>'planId' = ${plan.id} and data->>'day' = ${today}`);
    expect(await ledger()).toEqual([{ day: yesterday, status: 'open' }]);

    const victim = spawnWorker(['--queues', studyPlanRolloverJob.name, '--concurrency', '1']);
    let release = () => {};
    let held: Promise<void> = Promise.resolve();
    try {
      await waitFor(() => victim.output().includes('worker ready'), 30_000, 'the victim worker');
      await boss.updateQueue(studyPlanRolloverJob.name, { name: studyPlanRolloverJob.name, expireInSeconds: 3, retryDelay: 1, retryBackoff: false } as never);
      worker.child.kill('SIGTERM');
      await worker.exited;
      // The reminder queue's table held in share mode: the rollover closes yesterday and opens
      // today, then waits to queue today's reminder, its last write.
      const partition = await pool.oneFirst(sql.type(z.object({ p: z.string() }))`select partition_name as p from pgboss.queue where name = ${studyPlanReminderJob.name}`);
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => (holding = resolve));
      held = pool.transaction(async (tx) => {
        await tx.query(sql.typeAlias('void')`lock table ${sql.identifier(['pgboss', partition])} in share mode`);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isHolding;
      await boss.send(studyPlanRolloverJob.name, { timezone: zone, day: today });
      // The backend of the worker's transaction once it has written the ledger and waits on the reminder's table.
      const midway = () => pool.maybeOneFirst(sql.type(Zn)`
        select waiting.pid as n from pg_locks waiting
        where not waiting.granted and waiting.relation = ${`pgboss.${partition}`}::regclass
          and exists (select 1 from pg_locks w join pg_class c on c.oid = w.relation
            where w.pid = waiting.pid and c.relname = 'study_plan_days' and w.mode = 'RowExclusiveLock')`);
      let backend: number | null = null;
      await waitFor(
        async () => {
          backend = await midway();
          return backend !== null;
        },
        20_000,
        'the rollover to stop half-way',
      );
      victim.child.kill('SIGKILL');
      await victim.exited;
      release();
      await held;
      const alive = () => pool.oneFirst(sql.type(Zn)`select count(*)::int as n from pg_stat_activity where pid = ${backend}`);
      await waitFor(async () => (await alive()) === 0, 20_000, 'the killed worker’s backend to roll back and end');
      expect([await ledger(), await reminders()]).toEqual([[{ day: yesterday, status: 'open' }], 0]);
    } finally {
      victim.child.kill('SIGKILL');
      release();
      await held;
    }

    worker = spawnWorker(['--queues', studyPlanRolloverJob.name, '--concurrency', '1']);
    await waitFor(async () => (await ledger()).length === 2, 60_000, 'another worker to roll the plan over');
    expect([await ledger(), await reminders()]).toEqual([[{ day: yesterday, status: 'closed' }, { day: today, status: 'open' }], 1]);
  }, 120_000);
});
