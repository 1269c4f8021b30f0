import type { TActivityResponse, TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, EVERY_DAY_OF_WEEK, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { describe, expect, it } from 'vitest';
import { signedInLearner } from '../../../../test/accounts.ts';
import { outcomeOf as outcome, testApi, useTestApi } from '../../../../test/harness.ts';

useTestApi();

const TZ = 'Asia/Seoul';

async function learner() {
  const { call } = await signedInLearner(testApi);
  const plan = async () => ((await call('POST', '/api/study-plans', { timezone: TZ, startNow: true, daysOfWeek: EVERY_DAY_OF_WEEK })).result as { plan: TStudyPlan }).plan;
  /** A wordbook of three words with meanings, practised with `answers` "I don't know" answers. */
  const practise = async (name: string, answers: number) => {
    const wordbookId = ((await call('POST', '/api/wordbooks', { name })).result as { id: string }).id;
    for (const text of ['apple', 'candle', 'ladder']) {
      expect((await call('POST', '/api/words', { wordbook_id: wordbookId, text, meaning: `the meaning of ${text}` })).statusCode).toBe(200);
    }
    const started = await call('POST', '/api/practice/session', { wordbookId, modes: { wtmObj: { enabled: true, required: 1 } }, chunkSize: 0 });
    const sessionId = (started.result as { sessionId: string }).sessionId;
    for (let i = 0; i < answers; i++) {
      const next = (await call('GET', `/api/practice/session/${sessionId}/next`)).result as { itemId: string };
      expect((await call('POST', `/api/practice/session/${sessionId}/answer`, { itemId: next.itemId, userResponse: 'skip' })).statusCode).toBe(200);
    }
    return wordbookId;
  };
  return { call, plan, practise };
}

describe('vacation from the dashboard', () => {
  it("turns vacation on with the plan's behaviour and off again; the day's counts follow", async () => {
    const me = await learner();
    const plan = await me.plan();
    const on = await me.call('PATCH', `/api/study-plans/${plan.id}/vacation`, { enabled: true });
    expect(on.result).toEqual({ ok: true, vacationMode: 'freeze' });
    expect((await me.call('GET', '/api/study-plans/overview')).result).toMatchObject({ plan: { vacationMode: 'freeze' }, counts: { new: 0, review: 0 } });
    expect((await me.call('PATCH', `/api/study-plans/${plan.id}/vacation`, { enabled: false })).result).toEqual({ ok: true, vacationMode: 'off' });
    expect((await me.call('GET', '/api/study-plans/overview')).result).toMatchObject({ plan: { vacationMode: 'off' }, counts: { new: 20 } });
  });

  it("refuses a body without enabled (400) and another learner's plan (404)", async () => {
    const owner = await learner();
    const plan = await owner.plan();
    expect((await owner.call('PATCH', `/api/study-plans/${plan.id}/vacation`, { enabled: 'yes' })).statusCode).toBe(400);
    const other = await learner();
    expect(outcome(await other.call('PATCH', `/api/study-plans/${plan.id}/vacation`, { enabled: true }))[0]).toBe(404);
    expect((await owner.call('GET', '/api/study-plans/overview')).result).toMatchObject({ plan: { vacationMode: 'off' } });
  });
});

describe('the study activity', () => {
  it("counts today's practice answers in the calendar, the streak, the heat map and recent wordbooks", async () => {
    const me = await learner();
    await me.plan();
    const before = (await me.call('GET', '/api/study-plans/activity')).result as TActivityResponse;
    const today = todayIn(TZ);
    expect(before).toMatchObject({ timezone: TZ, today, month: today.slice(0, 7), streak: { current: 0, best: 0, activeDays: 0 }, recentWordbooks: [] });
    expect(before.days.find((d) => d.date === today)).toEqual({ date: today, kind: 'planned', study: true, review: false, answers: 0 });
    const later = before.days.find((d) => d.date > today);
    if (later) expect(later.kind).toBe('planned');

    const bookId = await me.practise('activity book', 2);
    const after = (await me.call('GET', '/api/study-plans/activity')).result as TActivityResponse;
    expect(after.days.find((d) => d.date === today)).toMatchObject({ kind: 'done', answers: 2 });
    expect(after.streak).toEqual({ current: 1, best: 1, activeDays: 1 });
    expect(after.heatmap).toHaveLength(84);
    expect(after.heatmap.at(-1)).toEqual({ date: today, answers: 2 });
    expect(after.recentWordbooks).toEqual([expect.objectContaining({ id: bookId, name: 'activity book', wordsCount: 3 })]);
  });

  it('shows another month on request, marks days before the plan none, and refuses a bad month', async () => {
    const me = await learner();
    await me.plan();
    const lastMonth = addDaysTo(`${todayIn(TZ).slice(0, 7)}-01`, -1).slice(0, 7);
    const answer = (await me.call('GET', `/api/study-plans/activity?month=${lastMonth}`)).result as TActivityResponse;
    expect(answer.month).toBe(lastMonth);
    expect(answer.days.every((d) => d.kind === 'none')).toBe(true);
    expect(outcome(await me.call('GET', '/api/study-plans/activity?month=2026-13'))).toEqual([400, 'Months are formatted yyyy-MM.']);
  });
});
