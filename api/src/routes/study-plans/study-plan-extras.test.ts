import type { TActivityResponse, TStudyPlan } from '@wordbook/core/contract/study-plans';
import { examMessages } from '@wordbook/core/rules/study-plan-exam';
import { addDaysTo, EVERY_DAY_OF_WEEK, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { vacationRangeMessages } from '@wordbook/core/rules/study-plan-vacation';
import { describe, expect, it } from 'vitest';
import { signedInLearner } from '../../../../test/accounts.ts';
import { testApi, useTestApi } from '../../../../test/harness.ts';
import type { planOverview } from '../../services/study-plan-overview.ts';

type TOverview = Awaited<ReturnType<typeof planOverview>>;

useTestApi();

const TZ = 'Asia/Seoul';
const today = () => todayIn(TZ);

async function learner() {
  const { id, call } = await signedInLearner(testApi);
  const overview = async () => (await call('GET', '/api/study-plans/overview')).result as TOverview;
  const activePlan = async (extra: object = {}) => {
    const res = await call('POST', '/api/study-plans', { timezone: TZ, startNow: true, daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 20, ...extra });
    expect(res.statusCode).toBe(200);
    return (res.result as { plan: TStudyPlan }).plan;
  };
  return { id, call, overview, activePlan };
}

describe('an exam date on a plan', () => {
  it('is saved with its target, returned with the plan and counted down on the overview', async () => {
    const me = await learner();
    const examDate = addDaysTo(today(), 23);
    const plan = await me.activePlan({ examDate, examWords: 900, examReviewDays: 5 });
    expect(plan).toMatchObject({ exam_date: examDate, exam_words: 900, exam_review_days: 5, exam_wordbook_id: null });
    const read = await me.call('GET', `/api/study-plans/${plan.id}`);
    expect((read.result as { plan: TStudyPlan }).plan).toMatchObject({ exam_date: examDate, exam_words: 900 });
    expect((await me.overview()).plan).toMatchObject({ exam: { date: examDate, daysLeft: 23 } });
  });

  it('answers 400 without a target and 404 for a wordbook that is not the learner’s', async () => {
    const me = await learner();
    const other = await learner();
    const missing = await me.call('POST', '/api/study-plans', { timezone: TZ, startNow: true, examDate: addDaysTo(today(), 30) });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.result)).toContain(examMessages.target);
    const book = await other.call('POST', '/api/wordbooks', { name: 'Not mine', type: 'planned' });
    const foreign = await me.call('POST', '/api/study-plans', {
      timezone: TZ, startNow: true, examDate: addDaysTo(today(), 30), examWordbookId: (book.result as { id: string }).id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me.overview()).mode).toBe('none');
  });

  it('keeps a plan saveable after the wordbook it aims at was deleted', async () => {
    const me = await learner();
    const book = await me.call('POST', '/api/wordbooks', { name: 'Exam words', type: 'planned' });
    const bookId = (book.result as { id: string }).id;
    const settings = { daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 20, examDate: addDaysTo(today(), 30), examWordbookId: bookId };
    const plan = await me.activePlan(settings);
    expect(plan.exam_wordbook_id).toBe(bookId);
    expect((await me.call('DELETE', `/api/wordbooks/${bookId}`)).statusCode).toBe(200);
    const saved = await me.call('PATCH', `/api/study-plans/${plan.id}`, { ...settings, wordsPerDay: 25 });
    expect(saved.statusCode).toBe(200);
    expect((saved.result as { plan: TStudyPlan }).plan).toMatchObject({ words_per_day: 25, exam_wordbook_id: bookId });
  });
});

describe('vacation ranges', () => {
  it('make today a vacation day with the plan behaviour, and show the range on the calendar', async () => {
    const me = await learner();
    const plan = await me.activePlan({ vacationBehaviorOnEnable: 'light' });
    const range = { start: addDaysTo(today(), -1), end: addDaysTo(today(), 2) };
    const later = { start: addDaysTo(today(), 40), end: addDaysTo(today(), 40) };
    const res = await me.call('PUT', `/api/study-plans/${plan.id}/vacation-ranges`, { ranges: [later, range] });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ ok: true, ranges: [range, later] });
    const overview = await me.overview();
    expect(overview.plan).toMatchObject({ vacationMode: 'off', vacationToday: 'light', vacationRange: range });
    expect(overview.counts.new).toBe(10);
    const month = today().slice(0, 7);
    const activity = (await me.call('GET', `/api/study-plans/activity?month=${month}`)).result as TActivityResponse;
    expect(activity.days.find((d) => d.date === today())?.kind).toBe('vacation');

    await me.call('PUT', `/api/study-plans/${plan.id}/vacation-ranges`, { ranges: [later] });
    expect((await me.overview()).plan).toMatchObject({ vacationToday: 'off', vacationRange: null });
    expect((await me.overview()).counts.new).toBe(20);
  });

  it('answer 404 for another learner’s plan and 400 with a readable message for a bad range', async () => {
    const me = await learner();
    const other = await learner();
    const theirs = await other.activePlan();
    const good = { ranges: [{ start: today(), end: today() }] };
    expect((await me.call('PUT', `/api/study-plans/${theirs.id}/vacation-ranges`, good)).statusCode).toBe(404);
    const mine = await me.activePlan();
    const backwards = await me.call('PUT', `/api/study-plans/${mine.id}/vacation-ranges`, { ranges: [{ start: today(), end: addDaysTo(today(), -1) }] });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.result)).toContain(vacationRangeMessages.order);
    const tooLong = await me.call('PUT', `/api/study-plans/${mine.id}/vacation-ranges`, { ranges: [{ start: today(), end: addDaysTo(today(), 365) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.result)).toContain(vacationRangeMessages.tooLong);
    const notDates = await me.call('PUT', `/api/study-plans/${mine.id}/vacation-ranges`, { ranges: [{ start: 'soon', end: 'later' }] });
    expect(notDates.statusCode).toBe(400);
    expect((await other.overview()).plan?.vacationToday).toBe('off');
  });
});
