import type { Server } from '@hapi/hapi';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, localMidnightUtc, OFFSET_MAX, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';
import { findLedgerDay } from '../queries/study-plan-ledger.ts';
import { loadOverviewDay } from '../queries/study-plan-overview-day.ts';
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
