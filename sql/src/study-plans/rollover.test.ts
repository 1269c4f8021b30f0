import type { Server } from '@hapi/hapi';
import { studyPlanReminderJob } from '@wordbook/core/contract/jobs/study-plan-reminder';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, EVERY_DAY_OF_WEEK, localMidnightUtc, localTimeUtc, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi, testEnv } from '../../../test/harness.ts';
import { sql } from '../sql-tag.ts';
import { remindOfDay, rollPlanOver } from './rollover.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const ago = (n: number) => addDaysTo(today(), -n);

async function learnerWithPlan(extra: object = {}) {
  const userId = await createTestUser(server, {});
  const cookie = await signInAs(server, userId);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  const plan = ((await call('POST', '/api/study-plans', { timezone: TZ, startNow: true, daysOfWeek: EVERY_DAY_OF_WEEK, reviewOffsetsGlobal: [1, 3], ...extra })).result as { plan: TStudyPlan }).plan;
  await server.app.pool.query(sql.typeAlias('void')`
    update study_plans set start_date = ${ago(6)}::date, start_date_utc = ${localMidnightUtc(ago(6), TZ)}::timestamptz where id = ${plan.id}`);
  const link = async (name: string, words: number, day: string) => {
    const wordbookId = ((await call('POST', '/api/wordbooks', { name, type: 'planned' })).result as { id: string }).id;
    await server.app.pool.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text) select ${wordbookId}, ${userId}, ${name} || '-' || n from generate_series(1, ${words}) n`);
    await call('POST', '/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: wordbookId, bound_on: day });
  };
  const roll = (day: string) => server.app.pool.transaction((tx) => rollPlanOver(tx, server.app.boss, { planId: plan.id, userId, day }));
  return { userId, plan, call, link, roll };
}

const ZDay = z.object({ day: z.string(), status: z.string(), newPlanned: z.number(), carriedNew: z.number(), reviews: z.unknown(), openedAt: z.string(), closedAt: z.string().nullable() });
const ledger = (planId: string) => server.app.pool.any(sql.type(ZDay)`
  select to_char(day, 'YYYY-MM-DD') as day, status, new_planned as "newPlanned", carried_new as "carriedNew", reviews,
    opened_at::text as "openedAt", closed_at::text as "closedAt"
  from study_plan_days where study_plan_id = ${planId} order by day`);
const reminderJobs = (planId: string) => server.app.pool.anyFirst(sql.type(z.object({ startAfter: z.string() }))`
  select to_char(start_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startAfter"
  from pgboss.job where name = ${studyPlanReminderJob.name} and data->>'planId' = ${planId} order by created_on`);
const reminderEmails = (userId: string) => server.app.pool.anyFirst(sql.type(z.object({ data: z.unknown() }))`
  select j.data from pgboss.job j join users u on j.data->>'to' = u.email::text
  where j.name = 'send-email' and j.data->>'kind' = 'study-reminder' and u.id = ${userId}`);

describe('the daily rollover', () => {
  it('closes the day before, opens the day with the reviews it missed carried in, and the overview shows them', async () => {
    const me = await learnerWithPlan();
    await me.link('monday', 3, ago(3));
    await me.link('tuesday', 2, ago(2));

    expect(await me.roll(ago(2))).toMatchObject({ opened: true, closed: [], carried: 0 });
    expect(await me.roll(ago(1))).toMatchObject({ opened: true, closed: [ago(2)], carried: 1 });
    expect(await me.roll(today())).toMatchObject({ opened: true, closed: [ago(1)], carried: 1 });

    const days = await ledger(me.plan.id);
    expect(days.map((d) => [d.day, d.status, d.newPlanned])).toEqual([[ago(2), 'closed', 20], [ago(1), 'closed', 20], [today(), 'open', 20]]);
    // Nothing was practised: every day's new words were missed, and its reviews too.
    expect(days.map((d) => d.carriedNew)).toEqual([0, 20, 20]);
    expect(days[0]?.reviews).toEqual([
      { date: ago(3), offset: 1, words: 3, done: 0, carried: false },
      { date: ago(5), offset: 3, words: 0, done: 0, carried: false },
    ]);
    // The day before yesterday's 3 words come back yesterday, carried, beside yesterday's own reviews.
    expect(days[1]?.reviews).toEqual([
      { date: ago(2), offset: 1, words: 2, done: 0, carried: false },
      { date: ago(4), offset: 3, words: 0, done: 0, carried: false },
      { date: ago(3), offset: 1, words: 3, done: 0, carried: true },
    ]);
    // Today ago(3) is due at offset 3 anyway; ago(2)'s 2 words are carried in.
    const overview = (await me.call('GET', '/api/study-plans/overview')).result as { counts: { review: number }; today: { carriedWords: number }; data: { reviews: { date: string; carried: boolean; totalWords: number }[] } };
    expect(overview.data.reviews.map((r) => [r.date, r.carried, r.totalWords])).toEqual([[ago(1), false, 0], [ago(3), false, 3], [ago(2), true, 2]]);
    expect(overview.counts.review).toBe(5);
    expect(overview.today.carriedWords).toBe(20);
  });

  it('changes nothing when run again for the same plan and day, or for a day it has passed', async () => {
    const me = await learnerWithPlan({ reminderEnabled: true, reminderTime: '07:30' });
    await me.link('words', 4, ago(1));
    await me.roll(ago(1));
    await me.roll(today());
    const before = { days: await ledger(me.plan.id), jobs: await reminderJobs(me.plan.id) };
    expect(before.jobs).toEqual([localTimeUtc(ago(1), '07:30', TZ), localTimeUtc(today(), '07:30', TZ)]);

    expect(await me.roll(today())).toEqual({ opened: false, reason: 'already rolled' });
    expect(await me.roll(ago(1))).toEqual({ opened: false, reason: 'already rolled' });
    expect(await me.roll(addDaysTo(today(), 1))).toEqual({ opened: false, reason: 'not a day of the plan yet' });
    expect({ days: await ledger(me.plan.id), jobs: await reminderJobs(me.plan.id) }).toEqual(before);
  });

  it('keeps reviews carried over a vacation that skips them, and shows them again after it', async () => {
    const me = await learnerWithPlan();
    await me.link('before', 3, ago(3));
    await me.roll(ago(2));
    await server.app.pool.query(sql.typeAlias('void')`update study_plans set vacation_mode = 'freeze' where id = ${me.plan.id}`);
    await me.roll(ago(1));
    const frozen = (await ledger(me.plan.id))[1];
    expect(frozen).toMatchObject({ day: ago(1), newPlanned: 0, reviews: [{ date: ago(3), offset: 1, words: 3, done: 0, carried: true }] });
    await server.app.pool.query(sql.typeAlias('void')`update study_plans set vacation_mode = 'off' where id = ${me.plan.id}`);
    await me.roll(today());
    // ago(3) is due today at offset 3 in any case; the carried entry gives way to it.
    expect((await ledger(me.plan.id))[2]?.reviews).toContainEqual({ date: ago(3), offset: 3, words: 3, done: 0, carried: false });
  });
});

describe('the reminder', () => {
  const env = testEnv({ PUBLIC_URL: 'https://wordbook.example' });
  const remind = (me: { plan: TStudyPlan; userId: string }, now: Date, day = today()) =>
    server.app.pool.transaction((tx) => remindOfDay(tx, server.app.boss, env, { planId: me.plan.id, userId: me.userId, day }, now));

  it('sends one e-mail at the local reminder time of a day with something due, however often it runs', async () => {
    const me = await learnerWithPlan({ reminderEnabled: true, reminderTime: '21:15' });
    await me.link('due', 6, ago(1));
    await me.roll(today());
    const at = new Date(localTimeUtc(today(), '21:15', TZ));
    expect(await remind(me, new Date(at.getTime() - 60_000))).toBe('not due yet');
    expect(await reminderEmails(me.userId)).toEqual([]);
    expect(await remind(me, at)).toBe('sent');
    expect(await remind(me, new Date(at.getTime() + 60_000))).toBe('already sent');
    expect(await reminderEmails(me.userId)).toEqual([
      expect.objectContaining({ kind: 'study-reminder', fullName: 'Test Learner', day: today(), newWords: 20, reviewWords: 6, link: 'https://wordbook.example/study' }),
    ]);
  });

  it('sends nothing once the reminder is off or the day is over', async () => {
    const me = await learnerWithPlan({ reminderEnabled: true, reminderTime: '06:00' });
    await me.roll(today());
    const at = new Date(localTimeUtc(today(), '06:00', TZ));
    expect(await remind(me, at, ago(1))).toBe('nothing to send');
    await server.app.pool.query(sql.typeAlias('void')`update study_plans set reminder_enabled = false where id = ${me.plan.id}`);
    expect(await remind(me, at)).toBe('nothing to send');
    expect(await reminderEmails(me.userId)).toEqual([]);
  });
});
