import type { Server } from '@hapi/hapi';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, localMidnightUtc, OFFSET_MAX, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';
import { findLedgerDay } from '../queries/study-plan-ledger.ts';
import { loadOverviewDay, loadPlanOverview } from '../queries/study-plan-overview-day.ts';
import { listTaskSessions } from '../queries/study-plan-tasks.ts';
import { findPlan } from '../queries/study-plans.ts';
import { sql } from '../sql-tag.ts';
import { candidateBookDays, loadPlanDay } from './plan-day.ts';
import { rollPlanOver } from './rollover.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

const TZ = 'Asia/Kolkata';
const today = () => todayIn(TZ);
const ago = (n: number) => addDaysTo(today(), -n);

describe("the overview's one-statement read of a day", () => {
  it('gives loadPlanDay the same day as its own reads: per-day offsets, a forced study day, reviews carried in', async () => {
    const userId = await createTestUser(server, {});
    const cookie = await signInAs(server, userId);
    const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
    const plan = (
      (await call('POST', '/api/study-plans', {
        timezone: TZ,
        startNow: true,
        daysOfWeek: { Mon: true, Tue: false, Wed: true, Thu: false, Fri: true, Sat: false, Sun: true },
        reviewOffsetsGlobal: [1, 3],
        reviewOffsetsByDay: { Mon: [2], Wed: [4], Fri: [5, 1], Sun: [6] },
      })).result as { plan: TStudyPlan }
    ).plan;
    const { pool } = server.app;
    await pool.query(sql.typeAlias('void')`
      update study_plans set start_date = ${ago(8)}::date, start_date_utc = ${localMidnightUtc(ago(8), TZ)}::timestamptz where id = ${plan.id}`);
    for (let n = 0; n <= 8; n++) {
      const wordbookId = ((await call('POST', '/api/wordbooks', { name: `day ${n}`, type: 'planned' })).result as { id: string }).id;
      await pool.query(sql.typeAlias('void')`
        insert into words (wordbook_id, user_id, text) select ${wordbookId}, ${userId}, ${`day${n}`} || '-' || g from generate_series(1, ${n + 1}) g`);
      await call('POST', '/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: wordbookId, bound_on: ago(n) });
    }
    for (const n of [2, 4]) await pool.query(sql.typeAlias('void')`insert into study_plan_day_modes (study_plan_id, day, mode) values (${plan.id}, ${ago(n)}::date, 'study')`);
    for (const n of [3, 2, 1, 0]) await pool.transaction((tx) => rollPlanOver(tx, server.app.boss, { planId: plan.id, userId, day: ago(n) }));

    const row = (await findPlan(pool, { userId, planId: plan.id }))!;
    const day = today();
    const ledger = await findLedgerDay(pool, { planId: plan.id, day });
    const carried = (ledger?.reviews ?? []).filter((r) => r.carried);
    const own = await loadPlanDay(pool, row, day, { carried });
    const read = await loadOverviewDay(pool, {
      userId,
      planId: plan.id,
      day,
      forcedFrom: addDaysTo(day, -OFFSET_MAX),
      bookDays: candidateBookDays(row, day),
      since: localMidnightUtc(day, TZ),
    });
    expect(read.ledger).toEqual(ledger);
    expect(read.taskSessions).toEqual(await listTaskSessions(pool, { userId, planId: plan.id, day }));
    const folded = await loadPlanDay(pool, row, day, {
      carried,
      inputs: { overrides: read.overrides, forced: read.forcedDays },
      books: { days: read.linkedDays, linked: read.linked, sessions: read.sessions },
    });
    expect(folded).toEqual(own);
    expect(own.reviews.length + own.newWordbooks.length).toBeGreaterThan(1);
  });
});

describe("the overview's read of the plan with its day", () => {
  // Postgres's zone data reckons today, its local midnight and the candidate days; the service
  // checks them against ours and reads again if they differ, so they should agree everywhere.
  const cases = [
    { zone: 'America/New_York', now: '2026-03-08T07:30:00Z', note: 'spring forward' },
    { zone: 'America/New_York', now: '2026-11-01T05:30:00Z', note: 'fall back' },
    { zone: 'Europe/London', now: '2026-03-29T00:30:00Z', note: 'spring forward' },
    { zone: 'Europe/London', now: '2026-10-25T00:30:00Z', note: 'an hour before falling back' },
    { zone: 'Europe/London', now: '2026-10-25T01:30:00Z', note: 'half an hour after falling back' },
    { zone: 'Pacific/Auckland', now: '2026-06-30T12:00:00Z', note: 'local midnight' },
    { zone: 'Asia/Seoul', now: '2026-11-26T14:59:59Z', note: 'a second before midnight' },
    { zone: 'America/Santiago', now: '2026-09-06T04:30:00Z', note: 'a midnight that does not exist' },
  ];
  it.each(cases)('agrees with our reckoning in $zone ($note), fixed and adaptive, with per-day offsets', async ({ zone, now }) => {
    for (const reviewMode of ['fixed', 'fsrs'] as const) {
      const userId = await createTestUser(server, {});
      const cookie = await signInAs(server, userId);
      const created = await server.inject({
        method: 'POST',
        url: '/api/study-plans',
        headers: { cookie },
        payload: { timezone: zone, startNow: true, reviewMode, reviewOffsetsGlobal: [1, 3, 7], reviewOffsetsByDay: { Mon: [2, 90], Sat: [30, 1] } },
      });
      expect(created.statusCode).toBe(200);
      const at = new Date(now);
      const found = (await loadPlanOverview(server.app.pool, { userId, now: at, offsetMax: OFFSET_MAX }))!;
      const day = todayIn(zone, at);
      expect(found.readDay).toBe(day);
      expect(found.readSince).toBe(localMidnightUtc(day, zone));
      const row = (await findPlan(server.app.pool, { userId, planId: found.id }))!;
      expect([...found.readBookDays].sort()).toEqual([...new Set(candidateBookDays(row, day))].sort());
      expect(found.day).toEqual(
        await loadOverviewDay(server.app.pool, { userId, planId: row.id, day, forcedFrom: addDaysTo(day, -OFFSET_MAX), bookDays: candidateBookDays(row, day), since: localMidnightUtc(day, zone) }),
      );
    }
  });

  it('gives the plan without the reckoning when Postgres does not know its zone, for the caller to read the day', async () => {
    const userId = await createTestUser(server, {});
    const cookie = await signInAs(server, userId);
    await server.inject({ method: 'POST', url: '/api/study-plans', headers: { cookie }, payload: { timezone: 'Asia/Seoul', startNow: true } });
    // A zone named after the database's zone data was released reads like this one.
    await server.app.pool.query(sql.typeAlias('void')`update study_plans set timezone = 'Mars/Olympus_Mons' where user_id = ${userId}`);
    const found = await loadPlanOverview(server.app.pool, { userId, now: new Date(), offsetMax: OFFSET_MAX });
    expect(found).toMatchObject({ timezone: 'Mars/Olympus_Mons', status: 'active', readDay: null, readSince: null, readBookDays: [], day: null });
  });

  it('is empty for a learner without an active or scheduled plan', async () => {
    const userId = await createTestUser(server, {});
    expect(await loadPlanOverview(server.app.pool, { userId, now: new Date(), offsetMax: OFFSET_MAX })).toBeNull();
  });
});
