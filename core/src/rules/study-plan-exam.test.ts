import { describe, expect, it } from 'vitest';
import { ZStudyPlanInput } from '../contract/study-plans.ts';
import { countStudyDays, examMessages, latestExamDate, proposeExamWordsPerDay } from './study-plan-exam.ts';
import { addDaysTo, weekdayOf } from './study-plan-rules.ts';

const weekdays = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false };
// 2026-03-02 is a Monday.
const propose = (over: Partial<Parameters<typeof proposeExamWordsPerDay>[0]> = {}) =>
  proposeExamWordsPerDay({ today: '2026-03-02', start: '2026-03-02', examDate: '2026-03-23', reviewDays: 7, words: 200, daysOfWeek: weekdays, ...over });

describe('the words per day an exam asks for', () => {
  it('counts only the study weekdays up to the day before the review days', () => {
    // Review days 03-16..03-22; new words 03-02..03-15 hold ten weekdays.
    expect(propose()).toEqual({ kind: 'ok', wordsPerDay: 20, studyDays: 10, firstDay: '2026-03-02', lastNewWordsDay: '2026-03-15', capped: false });
    expect(propose({ daysOfWeek: { Sat: true, Sun: true } })).toMatchObject({ wordsPerDay: 50, studyDays: 4 });
  });

  it('rounds up so the words are finished, and counts from a later start or from today', () => {
    expect(propose({ words: 201 })).toMatchObject({ wordsPerDay: 21 });
    expect(propose({ start: '2026-03-09' })).toMatchObject({ studyDays: 5, firstDay: '2026-03-09', wordsPerDay: 40 });
    expect(propose({ start: '2026-01-05' })).toMatchObject({ studyDays: 10, firstDay: '2026-03-02' });
  });

  it('keeps the proposal within 1–1000 words a day and says when 1000 is not enough', () => {
    expect(propose({ words: 3 })).toMatchObject({ wordsPerDay: 1, capped: false });
    expect(propose({ words: 50_000 })).toMatchObject({ wordsPerDay: 1000, capped: true });
  });

  it('answers past for an exam before today and too-close when no study day is left', () => {
    expect(propose({ examDate: '2026-03-01' })).toEqual({ kind: 'past' });
    expect(propose({ examDate: '2026-03-05' })).toEqual({ kind: 'too-close', lastNewWordsDay: '2026-02-25' });
    // Only a weekend is left before a Monday exam with no review days, and the plan studies on weekdays.
    expect(propose({ today: '2026-03-07', start: '2026-03-07', examDate: '2026-03-09', reviewDays: 0 })).toEqual({ kind: 'too-close', lastNewWordsDay: '2026-03-08' });
    expect(propose({ examDate: '2026-03-02', reviewDays: 0 })).toMatchObject({ kind: 'too-close' });
  });

  it('counts whole weeks by count and the rest by day, as a day-by-day count does', () => {
    const plans = [weekdays, { Sat: true, Sun: true }, { Mon: true, Wed: true, Fri: true, Sun: true }, {}];
    for (const daysOfWeek of plans) {
      for (const [first, length] of [['2026-03-02', 0], ['2026-03-04', 1], ['2026-03-07', 6], ['2026-02-25', 13], ['2026-03-05', 400]] as const) {
        const last = addDaysTo(first, length);
        let byDay = 0;
        for (let date: string = first; date <= last; date = addDaysTo(date, 1)) if (daysOfWeek[weekdayOf(date) as keyof typeof daysOfWeek]) byDay++;
        expect(countStudyDays(first, last, daysOfWeek)).toBe(byDay);
      }
    }
    expect(countStudyDays('2026-03-09', '2026-03-02', weekdays)).toBe(0);
  });

  it('counts local dates, so a week with a clock change has its usual five weekdays', () => {
    // America/New_York and Europe/London change clocks on 2026-03-08 and 2026-03-29; dates do not.
    expect(propose({ today: '2026-03-23', start: '2026-03-23', examDate: '2026-04-06', reviewDays: 7, words: 50 })).toMatchObject({ studyDays: 5, wordsPerDay: 10 });
  });
});

describe('the exam fields a plan is saved with', () => {
  it('needs a wordbook or a word count beside an exam date, and defaults to 7 review days', () => {
    const missing = ZStudyPlanInput.safeParse({ examDate: '2027-01-15' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(examMessages.target);
    const ok = ZStudyPlanInput.parse({ examDate: '2027-01-15', examWords: 1200 });
    expect(ok).toMatchObject({ examDate: '2027-01-15', examWords: 1200, examReviewDays: 7 });
    expect(ZStudyPlanInput.safeParse({ examDate: '2027-02-30', examWords: 10 }).success).toBe(false);
    expect(ZStudyPlanInput.safeParse({ examDate: '2027-01-15', examWords: 10, examReviewDays: 400 }).success).toBe(false);
  });

  it('refuses an exam date more than five years ahead with a message', () => {
    const today = new Date().toISOString().slice(0, 10);
    const far = ZStudyPlanInput.safeParse({ examDate: addDaysTo(latestExamDate(today), 1), examWords: 10 });
    expect(far.error?.issues.map((i) => i.message)).toEqual([examMessages.farAhead]);
    expect(ZStudyPlanInput.safeParse({ examDate: '9999-12-31', examWords: 10 }).success).toBe(false);
    expect(ZStudyPlanInput.safeParse({ examDate: latestExamDate(today), examWords: 10 }).success).toBe(true);
  });
});
