import type { Server } from '@hapi/hapi';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, localMidnightUtc, studyPlanMessages as M, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../../../../test/accounts.ts';
import { outcomeOf as outcome, startTestApi } from '../../../../test/harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

const SEOUL = 'Asia/Seoul';
const inDays = (n: number, zone = SEOUL) => addDaysTo(todayIn(zone), n);

async function learner() {
  const { id, call } = await signedInLearner(server);
  const create = async (extra: object) => {
    const res = await call('POST', '/api/study-plans', { timezone: SEOUL, ...extra });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    return (res.result as { plan: TStudyPlan }).plan;
  };
  const codeOf = (res: { result: unknown }) => (res.result as { code?: string }).code;
  return { id, call, create, codeOf };
}

describe('saving a plan', () => {
  it('starts now with the spec defaults and reads back every field of section 3.2', async () => {
    const me = await learner();
    const plan = await me.create({ startNow: true });
    expect(plan).toMatchObject({
      status: 'active', timezone: SEOUL, start_date: todayIn(SEOUL), start_date_utc: localMidnightUtc(todayIn(SEOUL), SEOUL),
      days_of_week: { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false },
      words_per_day: 20, words_per_day_by_day: null, review_offsets_global: [1, 3, 7], review_offsets_by_day: null,
      test_after_study: 'all', test_after_review: 'random', vacation_behavior_on_enable: 'freeze',
      reminder_enabled: false, reminder_time: '09:00', vacationMode: 'off', reminder: { enabled: false, time: '09:00' },
    });
    const one = await me.call('GET', `/api/study-plans/${plan.id}`);
    expect(one.result).toMatchObject({ ok: true, plan: { id: plan.id, status: 'active' } });
    expect((await me.call('GET', '/api/study-plans/active')).result).toMatchObject({ plan: { id: plan.id } });
  });

  it('accepts the JSON fields as strings or as objects, and keeps per-day maps to the study days', async () => {
    const me = await learner();
    const plan = await me.create({
      startNow: true,
      daysOfWeek: JSON.stringify({ Mon: true, Wed: true, Fri: true }),
      wordsPerDayByDay: JSON.stringify({ Mon: 24, Wed: 20, Fri: 16, Sun: 5 }),
      reviewOffsetsGlobal: '[2,4]',
      reviewOffsetsByDay: { Mon: [1, 30], Wed: [2], Fri: [7] },
      reminderEnabled: true,
      reminderTime: '07:30',
    });
    expect(plan).toMatchObject({
      days_of_week: { Mon: true, Tue: false, Wed: true, Thu: false, Fri: true, Sat: false, Sun: false },
      words_per_day_by_day: { Mon: 24, Wed: 20, Fri: 16 },
      review_offsets_global: [2, 4],
      review_offsets_by_day: { Mon: [1, 30], Wed: [2], Fri: [7] },
      reminder: { enabled: true, time: '07:30' },
    });
  });

  it('answers each validation rule of section 5.1 with its message', async () => {
    const me = await learner();
    const cases: [object, string][] = [
      [{ startNow: true, daysOfWeek: { Mon: false } }, M.noDays],
      [{ startNow: true, wordsPerDay: 0 }, M.wordsRange],
      [{ startNow: true, wordsPerDay: 1001 }, M.wordsRange],
      [{ startNow: true, wordsPerDay: 'many' }, M.wordsRange],
      [{ startNow: true, daysOfWeek: { Mon: true, Tue: true }, wordsPerDayByDay: { Mon: 10 } }, M.wordsRange],
      [{ startNow: true, reviewOffsetsGlobal: [1, 91] }, M.offsetRange],
      [{ startNow: true, reviewOffsetsGlobal: [0] }, M.offsetRange],
      [{ startNow: true, reviewOffsetsByDay: { Mon: [95] } }, M.offsetRange],
      [{ startNow: true, reminderEnabled: true }, M.reminderTime],
      [{ startNow: true, reminderEnabled: true, reminderTime: '25:00' }, M.reminderTime],
      [{ startNow: true, timezone: 'Mars/Olympus' }, M.timezone],
      [{ startNow: false }, M.pickStartDate],
      [{ scheduledDate: '2026-02-30' }, M.dateFormat],
      [{ scheduledDate: todayIn(SEOUL) }, M.dateOutOfRange],
      [{ scheduledDate: inDays(800) }, M.dateOutOfRange],
    ];
    for (const [payload, message] of cases) {
      expect([JSON.stringify(payload), ...outcome(await me.call('POST', '/api/study-plans', { timezone: SEOUL, ...payload }))]).toEqual([
        JSON.stringify(payload), 400, message,
      ]);
    }
    expect((await me.call('GET', '/api/study-plans/meta')).result).toMatchObject({ countNonArchived: 0 });
  });

  it('refuses start-now beside an active plan, a taken start date, and a sixth plan with meta max', async () => {
    const me = await learner();
    await me.create({ startNow: true });
    const again = await me.call('POST', '/api/study-plans', { timezone: SEOUL, startNow: true });
    expect(outcome(again)).toEqual([409, M.activeExists]);
    await me.create({ scheduledDate: inDays(3) });
    const taken = await me.call('POST', '/api/study-plans', { timezone: SEOUL, scheduledDate: inDays(3) });
    expect(outcome(taken)).toEqual([409, M.startDateConflict]);
    expect(taken.result).toMatchObject({ ok: false, code: 'START_DATE_CONFLICT' });
    for (const n of [4, 5, 6]) await me.create({ scheduledDate: inDays(n) });
    const sixth = await me.call('POST', '/api/study-plans', { timezone: SEOUL, scheduledDate: inDays(9) });
    expect(outcome(sixth)).toEqual([409, M.planCap]);
    expect(sixth.result).toMatchObject({ ok: false, max: 5 });
    const meta = (await me.call('GET', '/api/study-plans/meta')).result as { max: number; countNonArchived: number; total: number; scheduled: { activation_at_utc: string }[] };
    expect(meta).toMatchObject({ max: 5, countNonArchived: 5, total: 5 });
    expect(meta.scheduled.map((s) => s.activation_at_utc)).toEqual([3, 4, 5, 6].map((n) => localMidnightUtc(inDays(n), SEOUL)));
  });
});

describe('changing a plan', () => {
  it('edits settings and, for a future scheduled plan, its start; refuses start fields otherwise', async () => {
    const me = await learner();
    const active = await me.create({ startNow: true });
    const scheduled = await me.create({ scheduledDate: inDays(2) });
    const edited = await me.call('PATCH', `/api/study-plans/${scheduled.id}`, { wordsPerDay: 35, scheduledDate: inDays(10), timezone: SEOUL });
    expect(edited.result).toMatchObject({ ok: true, plan: { words_per_day: 35, start_date: inDays(10), status: 'scheduled' } });
    const locked = await me.call('PATCH', `/api/study-plans/${active.id}`, { wordsPerDay: 10, scheduledDate: inDays(5) });
    expect(outcome(locked)).toEqual([409, M.startFieldsLocked]);
    expect(locked.result).toMatchObject({ ok: false, code: 'START_FIELDS_LOCKED' });
    const settingsOnly = await me.call('PATCH', `/api/study-plans/${active.id}`, { wordsPerDay: 10, daysOfWeek: { Sat: true } });
    expect(settingsOnly.result).toMatchObject({ plan: { words_per_day: 10, start_date: active.start_date, days_of_week: { Sat: true, Mon: false } } });
    expect(outcome(await me.call('PATCH', `/api/study-plans/${active.id}`, { wordsPerDay: 0 }))).toEqual([400, M.wordsRange]);
  });

  it('refuses a start date another scheduled plan holds, but not the plan’s own', async () => {
    const me = await learner();
    const a = await me.create({ scheduledDate: inDays(2) });
    await me.create({ scheduledDate: inDays(3) });
    expect(outcome(await me.call('PATCH', `/api/study-plans/${a.id}`, { scheduledDate: inDays(3) }))).toEqual([409, M.startDateConflict]);
    expect((await me.call('PATCH', `/api/study-plans/${a.id}`, { scheduledDate: inDays(2) })).statusCode).toBe(200);
  });

  it('changes only the time zone; a scheduled plan then begins at its date’s midnight in the new zone', async () => {
    const me = await learner();
    const plan = await me.create({ scheduledDate: inDays(5) });
    const moved = await me.call('PATCH', `/api/study-plans/${plan.id}`, { timezone: 'America/New_York' });
    expect(moved.result).toMatchObject({
      ok: true, plan: { timezone: 'America/New_York', start_date: inDays(5), start_date_utc: localMidnightUtc(inDays(5), 'America/New_York') },
    });
    expect(outcome(await me.call('PATCH', `/api/study-plans/${plan.id}`, { timezone: '' }))).toEqual([400, M.timezone]);
    expect(outcome(await me.call('PATCH', `/api/study-plans/${plan.id}`, { timezone: 'Nowhere/City' }))).toEqual([400, M.timezone]);
    await me.call('PATCH', `/api/study-plans/${plan.id}/archive`);
    const archived = await me.call('PATCH', `/api/study-plans/${plan.id}`, { timezone: 'Europe/London' });
    expect(outcome(archived)).toEqual([409, M.archivedTzLocked]);
    expect(archived.result).toMatchObject({ code: 'ARCHIVED_TZ_LOCKED' });
  });
});

describe('the lifecycle', () => {
  it('archives scheduled or paused plans only, lists groups, and restores at a free date', async () => {
    const me = await learner();
    const active = await me.create({ startNow: true });
    const scheduled = await me.create({ scheduledDate: inDays(4) });
    expect(outcome(await me.call('PATCH', `/api/study-plans/${active.id}/archive`))).toEqual([409, M.archiveOnly]);
    expect((await me.call('PATCH', `/api/study-plans/${scheduled.id}/archive`)).result).toMatchObject({ ok: true, plan: { status: 'archived' } });
    const groupIds = async (query: string) => {
      const res = (await me.call('GET', `/api/study-plans/all${query}`)).result as { ok: boolean; groups: Record<string, TStudyPlan[]> };
      return Object.fromEntries(Object.entries(res.groups).map(([k, v]) => [k, v.map((p) => p.id)]));
    };
    expect(await groupIds('')).toEqual({ active: [active.id], scheduled: [], paused: [], archived: [] });
    expect(await groupIds('?includeArchived=1')).toEqual({ active: [active.id], scheduled: [], paused: [], archived: [scheduled.id] });

    await me.create({ scheduledDate: inDays(6) });
    const restoreTo = (scheduledDate?: string) => me.call('PATCH', `/api/study-plans/${scheduled.id}/restore`, scheduledDate === undefined ? {} : { scheduledDate });
    expect(outcome(await restoreTo())).toEqual([400, M.pickRestoreDate]);
    expect(outcome(await restoreTo(''))).toEqual([400, M.pickRestoreDate]);
    expect(outcome(await restoreTo(todayIn(SEOUL)))).toEqual([400, M.dateOutOfRange]);
    expect(outcome(await restoreTo(inDays(6)))).toEqual([409, M.startDateConflict]);
    expect((await restoreTo(inDays(7))).result).toMatchObject({ ok: true, plan: { status: 'scheduled', start_date: inDays(7) } });
    expect(outcome(await restoreTo(inDays(8)))).toEqual([409, M.restoreOnly]);
  });

  it('refuses a restore at the plan cap', async () => {
    const me = await learner();
    const first = await me.create({ scheduledDate: inDays(1) });
    await me.call('PATCH', `/api/study-plans/${first.id}/archive`);
    for (const n of [2, 3, 4, 5, 6]) await me.create({ scheduledDate: inDays(n) });
    expect(outcome(await me.call('PATCH', `/api/study-plans/${first.id}/restore`, { scheduledDate: inDays(9) }))).toEqual([409, M.planCap]);
  });

  it('starts the first scheduled plan now and pauses the active one', async () => {
    const me = await learner();
    expect(outcome(await me.call('POST', '/api/study-plans/active/start-now'))).toEqual([409, M.nothingToStart]);
    const active = await me.create({ startNow: true });
    const later = await me.create({ scheduledDate: inDays(9) });
    const soon = await me.create({ scheduledDate: inDays(2) });
    const started = await me.call('POST', '/api/study-plans/active/start-now');
    expect(started.result).toMatchObject({ ok: true, plan: { id: soon.id, status: 'active', start_date: todayIn(SEOUL) } });
    expect((await me.call('GET', `/api/study-plans/${active.id}`)).result).toMatchObject({ plan: { status: 'paused' } });
    const chosen = await me.call('POST', '/api/study-plans/active/start-now', { id: later.id });
    expect(chosen.result).toMatchObject({ plan: { id: later.id, status: 'active' } });
  });

  it('resolves an activation instant and reports a conflict with another scheduled plan', async () => {
    const me = await learner();
    const plan = await me.create({ scheduledDate: inDays(3) });
    const res = await me.call('GET', `/api/study-plans/resolve-activation?date=${inDays(3)}&tz=Europe/London`);
    expect(res.result).toMatchObject({ activation_at_utc: localMidnightUtc(inDays(3), 'Europe/London'), conflict: true, scheduled: [{ id: plan.id }] });
    const excluded = await me.call('GET', `/api/study-plans/resolve-activation?date=${inDays(3)}&tz=Europe/London&excludeId=${plan.id}`);
    expect(excluded.result).toMatchObject({ conflict: false, scheduled: [] });
    expect(outcome(await me.call('GET', '/api/study-plans/resolve-activation?date=soon'))).toEqual([400, M.dateFormat]);
    expect(outcome(await me.call('GET', `/api/study-plans/resolve-activation?date=${inDays(3)}&tz=Bad/Zone`))).toEqual([400, M.timezone]);
  });
});

describe('ownership', () => {
  it('answers 404 for another learner’s plan on every call that takes an id, and changes nothing', async () => {
    const owner = await learner();
    const plan = await owner.create({ scheduledDate: inDays(3) });
    const other = await learner();
    const calls: [string, string, object?][] = [
      ['GET', `/api/study-plans/${plan.id}`],
      ['PATCH', `/api/study-plans/${plan.id}`, { wordsPerDay: 5 }],
      ['PATCH', `/api/study-plans/${plan.id}`, { timezone: 'UTC' }],
      ['PATCH', `/api/study-plans/${plan.id}/archive`],
      ['PATCH', `/api/study-plans/${plan.id}/restore`, { scheduledDate: inDays(4) }],
      ['POST', '/api/study-plans/active/start-now', { id: plan.id }],
      ['GET', '/api/study-plans/not-a-uuid'],
    ];
    for (const [method, url, payload] of calls) expect([method, url, ...outcome(await other.call(method, url, payload))]).toEqual([method, url, 404, M.notFound]);
    expect((await other.call('GET', '/api/study-plans/all?includeArchived=1')).result).toMatchObject({ groups: { scheduled: [], archived: [] } });
    expect((await other.call('GET', '/api/study-plans/meta')).result).toMatchObject({ countNonArchived: 0, scheduled: [] });
    const row = await server.app.pool.one(sql.type(z.object({ words_per_day: z.number(), status: z.string(), timezone: z.string() }))`select words_per_day, status, timezone from study_plans where id = ${plan.id}`);
    expect(row).toEqual({ words_per_day: 20, status: 'scheduled', timezone: SEOUL });
  });

  it('asks for a session on every call', async () => {
    for (const url of ['/api/study-plans/meta', '/api/study-plans/active', '/api/study-plans/all']) {
      expect((await server.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
