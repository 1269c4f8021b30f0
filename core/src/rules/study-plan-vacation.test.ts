import { describe, expect, it } from 'vitest';
import { ZVacationRangesRequest } from '../contract/study-plans.ts';
import { planDay, type TPlanShape, type TVacationMode } from './study-plan-overview.ts';
import { consecutiveRuns, tidyRanges, vacationModeOn, vacationRangeMessages } from './study-plan-vacation.ts';

const weekdays = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false };
const shape: TPlanShape = {
  startDate: '2026-03-02',
  daysOfWeek: weekdays,
  wordsPerDay: 20,
  wordsPerDayByDay: null,
  reviewOffsetsGlobal: [1, 3, 7],
  reviewOffsetsByDay: null,
  testAfterStudy: 'all',
  testAfterReview: 'random',
  vacationMode: 'off',
};
const ranges = [{ start: '2026-03-16', end: '2026-03-20' }];
const stored = (behaviour: string, vacationMode = 'off') => ({ vacationMode, vacationBehaviorOnEnable: behaviour, vacationRanges: ranges });
/** The day the overview computes: the plan's shape under the vacation that date is under. */
const dayIn = (behaviour: string, date: string) =>
  planDay({ ...shape, vacationMode: vacationModeOn(stored(behaviour), date) }, { today: date, wordsOverride: null, testsOverride: null, forcedStudyDays: new Set() });

describe('vacation ranges', () => {
  it('put a date inside a range under the plan behaviour, both ends included, and leave other dates off', () => {
    expect(vacationModeOn(stored('light'), '2026-03-16')).toBe('light');
    expect(vacationModeOn(stored('light'), '2026-03-20')).toBe('light');
    expect(vacationModeOn(stored('light'), '2026-03-15')).toBe('off');
    expect(vacationModeOn(stored('light'), '2026-03-21')).toBe('off');
    // The switch, when on, wins on every date.
    expect(vacationModeOn(stored('light', 'freeze'), '2026-04-01')).toBe('freeze');
  });

  it.each<[TVacationMode, number, boolean]>([
    ['freeze', 0, true],
    ['skip_schedule_keep_reviews', 0, false],
    ['skip_reviews_keep_schedule', 20, true],
    ['light', 10, false],
  ])('make a day in a range a %s vacation day exactly like the switch does', (behaviour, newWords, reviewsSkipped) => {
    // 2026-03-18 is a Wednesday: 20 new words, with 03-17's (offset 1) and 03-11's (offset 7) words due.
    const inRange = dayIn(behaviour, '2026-03-18');
    const switched = planDay({ ...shape, vacationMode: behaviour }, { today: '2026-03-18', wordsOverride: null, testsOverride: null, forcedStudyDays: new Set() });
    expect(inRange).toEqual(switched);
    expect(inRange.newWords).toBe(newWords);
    expect(inRange.reviewsSkipped).toBe(reviewsSkipped);
    expect(dayIn(behaviour, '2026-03-23').newWords).toBe(20);
  });

  it('group holidays into runs of consecutive days and tidy a list', () => {
    expect(consecutiveRuns(['2026-09-26', '2026-09-24', '2026-09-25', '2026-10-03', '2026-10-05', '2026-10-03'])).toEqual([
      { start: '2026-09-24', end: '2026-09-26' },
      { start: '2026-10-03', end: '2026-10-03' },
      { start: '2026-10-05', end: '2026-10-05' },
    ]);
    expect(consecutiveRuns(['2026-12-31', '2027-01-01'])).toEqual([{ start: '2026-12-31', end: '2027-01-01' }]);
    expect(tidyRanges([{ start: '2026-05-05', end: '2026-05-05' }, { start: '2026-01-01', end: '2026-01-02' }, { start: '2026-05-05', end: '2026-05-05' }])).toEqual([
      { start: '2026-01-01', end: '2026-01-02' },
      { start: '2026-05-05', end: '2026-05-05' },
    ]);
  });

  it('refuse a range that ends before it starts, one over 365 days, and more than 20, with readable messages', () => {
    const message = (body: unknown) => ZVacationRangesRequest.safeParse(body).error?.issues[0]?.message;
    expect(message({ ranges: [{ start: '2026-03-10', end: '2026-03-09' }] })).toBe(vacationRangeMessages.order);
    expect(message({ ranges: [{ start: '2026-01-01', end: '2027-01-01' }] })).toBe(vacationRangeMessages.tooLong);
    expect(ZVacationRangesRequest.safeParse({ ranges: [{ start: '2026-01-01', end: '2026-12-31' }] }).success).toBe(true);
    const many = Array.from({ length: 21 }, (_, i) => ({ start: `2026-01-${String(i + 1).padStart(2, '0')}`, end: `2026-01-${String(i + 1).padStart(2, '0')}` }));
    expect(message({ ranges: many })).toBe(vacationRangeMessages.tooMany);
  });
});
