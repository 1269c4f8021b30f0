import type { Server } from '@hapi/hapi';
import { studyPlanReminderJob } from '@wordbook/core/contract/jobs/study-plan-reminder';
import { studyPlanRolloverJob } from '@wordbook/core/contract/jobs/study-plan-rollover';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { todayIn } from '@wordbook/core/rules/study-plan-rules';
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
});
