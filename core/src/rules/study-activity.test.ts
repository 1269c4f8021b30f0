import { describe, expect, it } from 'vitest';
import { dayKind, heatmapDays, monthDays, streaks } from './study-activity.ts';
import type { TPlanShape } from './study-plan-overview.ts';

const plan: TPlanShape = {
  startDate: '2026-11-02',
  daysOfWeek: { Mon: true, Wed: true, Fri: true },
  wordsPerDay: 10,
  wordsPerDayByDay: null,
  reviewOffsetsGlobal: [1],
  reviewOffsetsByDay: null,
  testAfterStudy: 'all',
  testAfterReview: 'none',
  vacationMode: 'off',
};
const none = new Set<string>();
const kind = (date: string, answers = 0, extra: Partial<Parameters<typeof dayKind>[0]> = {}) =>
  dayKind({ date, today: '2026-11-18', plan, forced: none, answers, vacationOn: false, ...extra }).kind;

describe('study calendar', () => {
  it('lists every day of a month, leap February included', () => {
    expect(monthDays('2026-11')).toHaveLength(30);
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29');
  });

  it('marks study and review days done with answers, missed without, planned ahead, rest otherwise', () => {
    expect(kind('2026-11-02', 4)).toBe('done'); // Monday, studied
    expect(kind('2026-11-04')).toBe('missed'); // Wednesday, nothing answered
    expect(kind('2026-11-03')).toBe('missed'); // Tuesday: Monday's words are due (offset 1)
    expect(kind('2026-11-08')).toBe('rest'); // Sunday: no study, nothing due
    expect(kind('2026-11-20')).toBe('planned'); // Friday ahead
    expect(kind('2026-11-01', 3)).toBe('done'); // before the plan, practised anyway
    expect(kind('2026-11-01')).toBe('none');
  });

  it('shows vacation from today on while vacation is on, and a forced study day as a study day', () => {
    expect(kind('2026-11-20', 0, { vacationOn: true })).toBe('vacation');
    expect(kind('2026-11-16', 0, { vacationOn: true })).toBe('missed');
    expect(kind('2026-11-08', 0, { forced: new Set(['2026-11-08']) })).toBe('missed');
  });

  it('shows the asked-for days of a vacation range as vacation, past ones too, and keeps rest and done days', () => {
    const vacationRanges = [{ start: '2026-11-16', end: '2026-11-23' }];
    expect(kind('2026-11-16', 0, { vacationRanges })).toBe('vacation');
    expect(kind('2026-11-23', 0, { vacationRanges })).toBe('vacation');
    expect(kind('2026-11-24', 0, { vacationRanges })).toBe('planned');
    expect(kind('2026-11-22', 0, { vacationRanges })).toBe('rest');
    expect(kind('2026-11-17', 4, { vacationRanges })).toBe('done');
  });
});

describe('streaks', () => {
  it('counts the run ending today, or yesterday while today is still empty, and the best run', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-16', '2026-11-17'];
    expect(streaks(days, '2026-11-18')).toEqual({ current: 2, best: 3, activeDays: 6 });
    expect(streaks([...days, '2026-11-18'], '2026-11-18')).toEqual({ current: 3, best: 3, activeDays: 7 });
    expect(streaks(days, '2026-11-20').current).toBe(0);
    expect(streaks([], '2026-11-20')).toEqual({ current: 0, best: 0, activeDays: 0 });
  });

  it('crosses month and year ends', () => {
    expect(streaks(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toEqual({ current: 3, best: 3, activeDays: 3 });
  });
});

describe('heat map', () => {
  it('gives 12 whole weeks ending today, zero where nothing was answered', () => {
    const days = heatmapDays(new Map([['2026-11-18', 7]]), '2026-11-18');
    expect(days).toHaveLength(84);
    expect(days.at(-1)).toEqual({ date: '2026-11-18', answers: 7 });
    expect(days[0]).toEqual({ date: '2026-08-27', answers: 0 });
  });
});
