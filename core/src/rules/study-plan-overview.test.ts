import { describe, expect, it } from 'vitest';
import { dueReviewDays, planDay, type TPlanShape } from './study-plan-overview.ts';
import { addDaysTo, localMidnightUtc, scheduleRange, todayIn, weekdayOf } from './study-plan-rules.ts';

const weekdays = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false };
const plan = (over: Partial<TPlanShape> = {}): TPlanShape => ({
  startDate: '2026-03-01',
  daysOfWeek: weekdays,
  wordsPerDay: 20,
  wordsPerDayByDay: null,
  reviewOffsetsGlobal: [1, 3, 7],
  reviewOffsetsByDay: null,
  testAfterStudy: 'all',
  testAfterReview: 'random',
  vacationMode: 'off',
  ...over,
});
const day = (p: TPlanShape, today: string, extra: { wordsOverride?: number; forced?: string[]; tests?: { study: 'none'; review: 'all' } } = {}) =>
  planDay(p, { today, wordsOverride: extra.wordsOverride ?? null, testsOverride: extra.tests ?? null, forcedStudyDays: new Set(extra.forced ?? []) });

describe('days in a time zone', () => {
  it('finds today and its local midnight across spring-forward and fall-back in America/New_York', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT; 2026-11-01 02:00 EDT falls back to 01:00 EST.
    expect(localMidnightUtc('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(localMidnightUtc('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(localMidnightUtc('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(localMidnightUtc('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(todayIn('America/New_York', new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    expect(todayIn('America/New_York', new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
  });

  it('does the same in Europe/London, and at local midnight in Asia/Seoul and Pacific/Auckland', () => {
    expect(localMidnightUtc('2026-03-29', 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(localMidnightUtc('2026-03-30', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    expect(localMidnightUtc('2026-10-26', 'Europe/London')).toBe('2026-10-26T00:00:00.000Z');
    expect(todayIn('Asia/Seoul', new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01');
    expect(todayIn('Asia/Seoul', new Date('2026-06-30T14:59:59Z'))).toBe('2026-06-30');
    expect(todayIn('Pacific/Auckland', new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(todayIn('Pacific/Auckland', new Date('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
    expect(scheduleRange('Pacific/Auckland', new Date('2026-12-31T11:00:00Z'))).toEqual({ min: '2027-01-02', max: '2029-01-01' });
  });

  it('counts calendar days, not hours, over a clock change', () => {
    expect(addDaysTo('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysTo('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDaysTo('2026-11-01', -7)).toBe('2026-10-25');
    expect(weekdayOf('2026-03-08')).toBe('Sun');
  });
});

describe("today's goal", () => {
  it('is a rest day on an unchosen weekday, and a study day when forced; its reviews stay due', () => {
    const p = plan();
    // 2026-03-07 is a Saturday.
    expect(day(p, '2026-03-07')).toMatchObject({ newWords: 0, today: { restDay: true, planStudyDay: false, forcedStudy: false } });
    expect(day(p, '2026-03-07', { forced: ['2026-03-07'] })).toMatchObject({ newWords: 20, today: { restDay: false, forcedStudy: true } });
  });

  it('finds the study days whose offsets fall today, over a spring-forward week', () => {
    // Study days from Mon 2026-03-02; today Mon 2026-03-09 (after the 2026-03-08 change): offsets 1 (Sun: rest), 3 (Fri), 7 (Mon).
    expect(dueReviewDays(plan(), '2026-03-09', new Set())).toEqual([{ offset: 3, date: '2026-03-06' }, { offset: 7, date: '2026-03-02' }]);
    // Forcing Sunday makes it a study day whose words are due a day later.
    expect(dueReviewDays(plan(), '2026-03-09', new Set(['2026-03-08'])).map((d) => d.offset)).toEqual([1, 3, 7]);
    // Nothing before the plan started.
    expect(dueReviewDays(plan({ startDate: '2026-03-05' }), '2026-03-09', new Set())).toEqual([{ offset: 3, date: '2026-03-06' }]);
  });

  it('uses per-day offsets and per-day word counts by weekday of the study day', () => {
    const p = plan({ reviewOffsetsByDay: { Mon: [2], Fri: [10] }, wordsPerDayByDay: { Mon: 24, Wed: 20, Fri: 16 } });
    // Mon 2026-03-16: Friday's words wait 10 days, Monday's 2, the other days keep 1, 3, 7.
    expect(dueReviewDays(p, '2026-03-16', new Set())).toEqual([{ offset: 10, date: '2026-03-06' }]);
    expect(dueReviewDays(p, '2026-03-12', new Set())).toEqual([{ offset: 1, date: '2026-03-11' }, { offset: 7, date: '2026-03-05' }]);
    expect(dueReviewDays(p, '2026-03-04', new Set()).map((d) => d.date)).toContain('2026-03-02');
    expect(day(p, '2026-03-02').newWords).toBe(24);
    expect(day(p, '2026-03-06').newWords).toBe(16);
    // Tue has no per-day count: the uniform one applies.
    expect(day(p, '2026-03-03').newWords).toBe(20);
  });

  it('takes the words and tests overrides over the plan', () => {
    const got = day(plan(), '2026-03-03', { wordsOverride: 35, tests: { study: 'none', review: 'all' } });
    expect(got).toMatchObject({ newWords: 35, today: { overrideWords: 35, planWords: 20 }, tests: { study: 'none', review: 'all' } });
  });

  it('applies each vacation behaviour', () => {
    const today = '2026-03-09';
    expect(day(plan({ vacationMode: 'freeze' }), today)).toMatchObject({ newWords: 0, dueReviews: [], reviewsSkipped: true });
    expect(day(plan({ vacationMode: 'skip_schedule_keep_reviews' }), today)).toMatchObject({ newWords: 0, reviewsSkipped: false });
    expect(day(plan({ vacationMode: 'skip_schedule_keep_reviews' }), today).dueReviews).toHaveLength(2);
    expect(day(plan({ vacationMode: 'skip_reviews_keep_schedule' }), today)).toMatchObject({ newWords: 20, dueReviews: [], reviewsSkipped: true });
    expect(day(plan({ vacationMode: 'light', wordsPerDay: 15 }), today)).toMatchObject({ newWords: 8, reviewsSkipped: false });
  });
});
