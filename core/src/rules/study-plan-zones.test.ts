import { describe, expect, it } from 'vitest';
import { planDay, type TPlanShape } from './study-plan-overview.ts';
import { addDaysTo, localMidnightUtc, todayIn } from './study-plan-rules.ts';

/**
 * The overview's day at instants around clock changes and local midnights: the instant becomes a
 * local date in the plan's zone, and the goal, the due reviews and the rest days follow that date.
 */
const plan = (startDate: string, over: Partial<TPlanShape> = {}): TPlanShape => ({
  startDate,
  daysOfWeek: { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false },
  wordsPerDay: 20,
  wordsPerDayByDay: null,
  reviewOffsetsGlobal: [1, 2, 7],
  reviewOffsetsByDay: null,
  testAfterStudy: 'all',
  testAfterReview: 'random',
  vacationMode: 'off',
  ...over,
});
const dayAt = (p: TPlanShape, zone: string, instant: string) => {
  const today = todayIn(zone, new Date(instant));
  return { date: today, ...planDay(p, { today, wordsOverride: null, testsOverride: null, forcedStudyDays: new Set() }) };
};
const dueDates = (d: ReturnType<typeof dayAt>) => d.dueReviews.map((r) => `${r.offset}:${r.date}`);

describe('the overview across clock changes', () => {
  // America/New_York: 2026-03-08 02:00 EST → 03:00 EDT (Sunday); 2026-11-01 02:00 EDT → 01:00 EST (Sunday).
  it('America/New_York, spring forward: Monday 2026-03-09 begins at 04:00 UTC, and its reviews count calendar days over the short Sunday', () => {
    const p = plan('2026-03-02');
    // Still the short Sunday: a rest day, with Friday's words due at 2 days.
    const sunday = dayAt(p, 'America/New_York', '2026-03-09T03:59:59Z');
    expect(sunday).toMatchObject({ date: '2026-03-08', newWords: 0, today: { restDay: true } });
    expect(dueDates(sunday)).toEqual(['2:2026-03-06']);
    const monday = dayAt(p, 'America/New_York', '2026-03-09T04:00:00Z');
    expect(monday).toMatchObject({ date: '2026-03-09', newWords: 20 });
    // Friday the 6th is 3 days back (not due at 1, 2, 7), Monday the 2nd 7 days back.
    expect(dueDates(monday)).toEqual(['7:2026-03-02']);
    // Tuesday, from its first second to its last: Monday at 1 day, Tuesday the 3rd at 7.
    expect(dueDates(dayAt(p, 'America/New_York', '2026-03-10T04:00:00Z'))).toEqual(['1:2026-03-09', '7:2026-03-03']);
    expect(dueDates(dayAt(p, 'America/New_York', '2026-03-11T03:59:59Z'))).toEqual(['1:2026-03-09', '7:2026-03-03']);
  });

  it('America/New_York, fall back: the long Sunday ends at 05:00 UTC, and Monday 2026-11-02 sees Friday at 3 days and Monday at 7', () => {
    const p = plan('2026-10-26', { reviewOffsetsGlobal: [3, 7] });
    expect(localMidnightUtc('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(dayAt(p, 'America/New_York', '2026-11-02T04:30:00Z')).toMatchObject({ date: '2026-11-01', newWords: 0 });
    const monday = dayAt(p, 'America/New_York', '2026-11-02T05:00:00Z');
    expect(monday).toMatchObject({ date: '2026-11-02', newWords: 20 });
    expect(dueDates(monday)).toEqual(['3:2026-10-30', '7:2026-10-26']);
  });

  // Europe/London: 2026-03-29 01:00 GMT → 02:00 BST; 2026-10-25 02:00 BST → 01:00 GMT (both Sundays).
  it('Europe/London, spring forward: Monday 2026-03-30 begins at 23:00 UTC the day before', () => {
    const p = plan('2026-03-23');
    expect(dayAt(p, 'Europe/London', '2026-03-29T22:59:59Z')).toMatchObject({ date: '2026-03-29', newWords: 0 });
    const monday = dayAt(p, 'Europe/London', '2026-03-29T23:00:00Z');
    expect(monday).toMatchObject({ date: '2026-03-30', newWords: 20 });
    expect(dueDates(monday)).toEqual(['7:2026-03-23']);
  });

  it('Europe/London, fall back: Monday 2026-10-26 begins at 00:00 UTC, an hour later than the Sunday did', () => {
    const p = plan('2026-10-19', { reviewOffsetsGlobal: [1, 3] });
    expect(localMidnightUtc('2026-10-25', 'Europe/London')).toBe('2026-10-24T23:00:00.000Z');
    expect(localMidnightUtc('2026-10-26', 'Europe/London')).toBe('2026-10-26T00:00:00.000Z');
    expect(dayAt(p, 'Europe/London', '2026-10-25T23:59:59Z')).toMatchObject({ date: '2026-10-25', newWords: 0 });
    const monday = dayAt(p, 'Europe/London', '2026-10-26T00:00:00Z');
    expect(monday).toMatchObject({ date: '2026-10-26', newWords: 20 });
    expect(dueDates(monday)).toEqual(['3:2026-10-23']);
    // Tuesday: Monday's words at 1 day, whatever the hour the clocks moved.
    expect(dueDates(dayAt(p, 'Europe/London', '2026-10-27T00:00:00Z'))).toEqual(['1:2026-10-26']);
  });
});

describe('the overview at local midnight', () => {
  it('Asia/Seoul: Monday 2026-07-06 starts at 15:00 UTC on Sunday, with Friday’s words due at 3 days', () => {
    const p = plan('2026-06-29', { reviewOffsetsGlobal: [3] });
    const sunday = dayAt(p, 'Asia/Seoul', '2026-07-05T14:59:59Z');
    expect(sunday).toMatchObject({ date: '2026-07-05', newWords: 0, today: { restDay: true } });
    expect(dueDates(sunday)).toEqual(['3:2026-07-02']);
    const monday = dayAt(p, 'Asia/Seoul', '2026-07-05T15:00:00Z');
    expect(monday).toMatchObject({ date: '2026-07-06', newWords: 20 });
    expect(dueDates(monday)).toEqual(['3:2026-07-03']);
  });

  it('Pacific/Auckland: a plan starting on New Year’s Day begins at 11:00 UTC on 31 December, in daylight time', () => {
    const p = plan('2027-01-01', { daysOfWeek: { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: true, Sun: true }, reviewOffsetsGlobal: [1] });
    expect(localMidnightUtc('2027-01-01', 'Pacific/Auckland')).toBe('2026-12-31T11:00:00.000Z');
    expect(dayAt(p, 'Pacific/Auckland', '2026-12-31T10:59:59Z')).toMatchObject({ date: '2026-12-31', newWords: 0 });
    expect(dayAt(p, 'Pacific/Auckland', '2026-12-31T11:00:00Z')).toMatchObject({ date: '2027-01-01', newWords: 20, dueReviews: [] });
    expect(dueDates(dayAt(p, 'Pacific/Auckland', '2027-01-01T11:00:00Z'))).toEqual(['1:2027-01-01']);
    // In the southern winter the same midnight is at 12:00 UTC.
    expect(localMidnightUtc('2026-07-01', 'Pacific/Auckland')).toBe('2026-06-30T12:00:00.000Z');
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
  });
});
