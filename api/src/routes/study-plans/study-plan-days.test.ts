import type { Server } from '@hapi/hapi';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, EVERY_DAY_OF_WEEK, localMidnightUtc, studyPlanMessages as M, todayIn, weekdayOf } from '@wordbook/core/rules/study-plan-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLearner } from '../../../../test/accounts.ts';
import { outcomeOf as outcome, startTestApi } from '../../../../test/harness.ts';
import type { planOverview } from '../../services/study-plan-overview.ts';

type TOverview = Awaited<ReturnType<typeof planOverview>>;

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

const TZ = 'Pacific/Auckland';
const NO_DAY = { Mon: false, Tue: false, Wed: false, Thu: false, Fri: false, Sat: false, Sun: false };
const today = () => todayIn(TZ);
const ago = (n: number) => addDaysTo(today(), -n);

async function learner() {
  const { id, call } = await signedInLearner(server);
  const overview = async () => (await call('GET', '/api/study-plans/overview')).result as TOverview;
  /** An active plan that started `daysAgo` days ago in Auckland. */
  const planSince = async (daysAgo: number, extra: object = {}) => {
    const res = await call('POST', '/api/study-plans', { timezone: TZ, startNow: true, daysOfWeek: EVERY_DAY_OF_WEEK, ...extra });
    const plan = (res.result as { plan: TStudyPlan }).plan;
    await server.app.pool.query(sql.typeAlias('void')`
      update study_plans set start_date = ${ago(daysAgo)}::date, start_date_utc = ${localMidnightUtc(ago(daysAgo), TZ)}::timestamptz where id = ${plan.id}`);
    return plan;
  };
  const wordbook = async (name: string, words: number) => {
    const res = await call('POST', '/api/wordbooks', { name, type: 'planned' });
    const wordbookId = (res.result as { id: string }).id;
    for (let i = 0; i < words; i++) {
      await server.app.pool.query(sql.typeAlias('void')`insert into words (wordbook_id, user_id, text) values (${wordbookId}, ${id}, ${`${name}-${i}`})`);
    }
    return wordbookId;
  };
  return { id, call, overview, planSince, wordbook };
}

describe('the overview', () => {
  it('answers mode none without a plan, and scheduled with zero counts before the start', async () => {
    const me = await learner();
    expect(await me.overview()).toMatchObject({ mode: 'none', plan: null });
    const res = await me.call('POST', '/api/study-plans', { timezone: TZ, scheduledDate: addDaysTo(today(), 2) });
    const plan = (res.result as { plan: TStudyPlan }).plan;
    expect(await me.overview()).toMatchObject({ mode: 'scheduled', plan: { id: plan.id, timezone: TZ, start_date: addDaysTo(today(), 2) }, counts: { new: 0, review: 0 } });
  });

  it("shows today's goal, the linked wordbook, the reviews due at 1, 3 and 7 days, tests and to-dos", async () => {
    const me = await learner();
    const plan = await me.planSince(10);
    const books = { today: await me.wordbook('today', 4), d1: await me.wordbook('d1', 2), d3: await me.wordbook('d3', 3), d5: await me.wordbook('d5', 5) };
    for (const [key, n] of [['today', 0], ['d1', 1], ['d3', 3], ['d5', 5]] as const) {
      const link = await me.call('POST', '/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: books[key], bound_on: ago(n) });
      expect(link.result).toMatchObject({ ok: true, link: { study_plan_id: plan.id, wordbook_id: books[key], bound_on: ago(n) } });
    }
    const o = await me.overview();
    expect(o).toMatchObject({
      mode: 'active',
      plan: { id: plan.id, timezone: TZ, start_date: ago(10) },
      counts: { new: 20, review: 5, tests: 2 },
      today: { date: today(), overrideWords: null, planWords: 20, forcedStudy: false, planStudyDay: true, restDay: false },
      data: {
        new: { planned: 20, wordbooks: [{ id: books.today, name: 'today', wordsCount: 4 }], progress: { masteredWords: 0, recognizedSessions: [] } },
        tests: { study: { mode: 'all' }, review: { mode: 'random' } },
      },
    });
    expect(o.data?.reviews.map((r) => [r.offset, r.date, r.totalWords])).toEqual([
      [1, ago(1), 2], [3, ago(3), 3], [7, ago(7), 0],
    ]);
    expect(o.todos).toEqual([
      { id: 'new', label: 'Learn 20 new words', progress: 0, estimatedMinutes: 12, status: 'pending' },
      { id: 'test-study', label: 'Test after study', progress: 0, estimatedMinutes: 5, status: 'pending' },
      { id: 'review', label: 'Review 5 words', progress: 0, estimatedMinutes: 2, status: 'pending' },
      { id: 'test-review', label: 'Test after review', progress: 0, estimatedMinutes: 5, status: 'pending' },
    ]);
  });

  it('takes the words and tests overrides, and deletes the words override', async () => {
    const me = await learner();
    const plan = await me.planSince(0);
    expect((await me.call('POST', `/api/study-plans/${plan.id}/overrides/words`, { date: today(), count: 35, scope: 'day', source: 'user' })).result).toEqual({ ok: true });
    expect((await me.call('POST', `/api/study-plans/${plan.id}/overrides/tests`, { date: today(), study: 'none', review: 'all', scope: 'day', source: 'user' })).result).toEqual({ ok: true });
    expect(await me.overview()).toMatchObject({ counts: { new: 35, tests: 0 }, today: { overrideWords: 35, planWords: 20 }, data: { tests: { study: { mode: 'none' }, review: { mode: 'all' } } } });
    expect((await me.call('DELETE', `/api/study-plans/${plan.id}/overrides/words?date=${today()}&scope=day`)).result).toEqual({ ok: true });
    expect(await me.overview()).toMatchObject({ counts: { new: 20 }, today: { overrideWords: null } });
    expect(outcome(await me.call('POST', `/api/study-plans/${plan.id}/overrides/words`, { date: today(), count: 0 }))).toEqual([400, M.wordsRange]);
    expect(outcome(await me.call('POST', `/api/study-plans/${plan.id}/overrides/words`, { date: 'today', count: 5 }))).toEqual([400, M.dateFormat]);
    expect(outcome(await me.call('DELETE', `/api/study-plans/${plan.id}/overrides/words?scope=day`))).toEqual([400, M.dateFormat]);
    expect((await me.call('POST', `/api/study-plans/${plan.id}/overrides/tests`, { date: today(), study: 'some', review: 'all' })).statusCode).toBe(400);
  });

  it('turns a rest day into a study day and back', async () => {
    const me = await learner();
    const plan = await me.planSince(0, { daysOfWeek: { ...NO_DAY, [weekdayOf(addDaysTo(today(), 1))]: true } });
    expect(await me.overview()).toMatchObject({ counts: { new: 0 }, today: { restDay: true, planStudyDay: false, forcedStudy: false } });
    expect((await me.call('POST', `/api/study-plans/${plan.id}/overrides/day-mode`, { date: today(), mode: 'study' })).result).toEqual({ ok: true });
    expect(await me.overview()).toMatchObject({ counts: { new: 20 }, today: { restDay: false, forcedStudy: true } });
    expect((await me.call('DELETE', `/api/study-plans/${plan.id}/overrides/day-mode?date=${today()}`)).result).toEqual({ ok: true });
    expect(await me.overview()).toMatchObject({ counts: { new: 0 }, today: { restDay: true } });
    expect((await me.call('POST', `/api/study-plans/${plan.id}/overrides/day-mode`, { date: today(), mode: 'rest' })).statusCode).toBe(400);
  });

  it("answers 404 for another learner's plan or wordbook on every day call, and changes nothing", async () => {
    const owner = await learner();
    const plan = await owner.planSince(0);
    const ownBook = await owner.wordbook('mine', 1);
    const other = await learner();
    const otherBook = await other.wordbook('theirs', 1);
    const d = today();
    const calls: [string, string, object?][] = [
      ['POST', `/api/study-plans/${plan.id}/overrides/words`, { date: d, count: 5 }],
      ['DELETE', `/api/study-plans/${plan.id}/overrides/words?date=${d}&scope=day`],
      ['POST', `/api/study-plans/${plan.id}/overrides/tests`, { date: d, study: 'none', review: 'none' }],
      ['POST', `/api/study-plans/${plan.id}/overrides/day-mode`, { date: d, mode: 'study' }],
      ['DELETE', `/api/study-plans/${plan.id}/overrides/day-mode?date=${d}`],
      ['POST', '/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: otherBook, bound_on: d }],
    ];
    for (const [method, url, payload] of calls) expect([url, ...outcome(await other.call(method, url, payload))]).toEqual([url, 404, M.notFound]);
    const foreignBook = await owner.call('POST', '/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: otherBook, bound_on: d });
    expect(outcome(foreignBook)).toEqual([404, 'This wordbook does not exist.']);
    expect(await owner.overview()).toMatchObject({ counts: { new: 20 }, data: { new: { wordbooks: [] } } });
    expect((await owner.call('POST', '/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: ownBook, bound_on: d })).statusCode).toBe(200);
  });
});

