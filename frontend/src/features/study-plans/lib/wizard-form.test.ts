import { describe, expect, it } from 'vitest';
import { defaultForm, formFromPlan, stepError, toPayload, wordsSummary } from './wizard-form';

const free = { atCap: false, hasActive: false, conflict: false };

describe('wizard form', () => {
  it('starts from the spec defaults', () => {
    const payload = toPayload(defaultForm(), true, 'Asia/Seoul');
    expect(payload).toEqual({
      daysOfWeek: { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false },
      wordsPerDay: 20,
      reviewOffsetsGlobal: [1, 3, 7],
      testAfterStudy: 'all',
      testAfterReview: 'random',
      vacationBehaviorOnEnable: 'freeze',
      reminderEnabled: false,
      examDate: null,
      examWordbookId: null,
      examWords: null,
      startNow: true,
      timezone: 'Asia/Seoul',
    });
  });

  it('sends the start fields only with the start step, and the reminder time only when on', () => {
    const form = { ...defaultForm(), reminderEnabled: true, startNow: false, scheduledDate: '2026-12-01' };
    expect(toPayload(form, false, 'UTC')).not.toHaveProperty('startNow');
    expect(toPayload(form, true, 'UTC')).toMatchObject({ startNow: false, scheduledDate: '2026-12-01', reminderTime: '09:00' });
  });

  it('words: 1–1000, and every selected day in per-day mode', () => {
    expect(stepError('words', { ...defaultForm(), wordsPerDay: '' }, free)).toBe('Enter 1–1000.');
    expect(stepError('words', { ...defaultForm(), wordsPerDay: '1001' }, free)).toBe('Enter 1–1000.');
    expect(stepError('words', { ...defaultForm(), wordsPerDay: '1000' }, free)).toBeNull();
    const perDay = { ...defaultForm(), perDayWords: true };
    expect(stepError('words', { ...perDay, wordsPerDayByDay: { ...perDay.wordsPerDayByDay, Tue: '' } }, free)).toBe('Enter 1–1000.');
    // An unselected day may stay empty.
    expect(stepError('words', { ...perDay, wordsPerDayByDay: { ...perDay.wordsPerDayByDay, Sun: '' } }, free)).toBeNull();
  });

  it('days and offsets', () => {
    const none = Object.fromEntries(Object.keys(defaultForm().daysOfWeek).map((d) => [d, false])) as ReturnType<typeof defaultForm>['daysOfWeek'];
    expect(stepError('days', { ...defaultForm(), daysOfWeek: none }, free)).toBe('Select at least one day.');
    expect(stepError('review', { ...defaultForm(), reviewOffsetsGlobal: ['1', '91'] }, free)).toBe('1–90');
    const perDay = { ...defaultForm(), perDayOffsets: true };
    const custom = { ...perDay, reviewOffsetsByDay: { ...perDay.reviewOffsetsByDay, Mon: [{ preset: 'other' as const, custom: '5' }] } };
    expect(stepError('review', custom, free)).toBe('8–90');
  });

  it('start: cap, active plan, missing date and conflict', () => {
    expect(stepError('start', defaultForm(), { ...free, atCap: true })).toBe('You’ve reached the maximum number of plans. Please archive one to create a new plan.');
    expect(stepError('start', defaultForm(), { ...free, hasActive: true })).toBe('You already have an active plan. Please pick a date for your new plan.');
    const picked = { ...defaultForm(), startNow: false };
    expect(stepError('start', picked, free)).toBe('Please pick a start date.');
    expect(stepError('start', { ...picked, scheduledDate: '2026-12-01' }, { ...free, conflict: true })).toBe(
      'Another plan is already scheduled to start on this date. Please pick a different date.',
    );
  });

  it('summarises the words line', () => {
    expect(wordsSummary(defaultForm())).toBe('All study days: 20 words/day');
    const perDay = { ...defaultForm(), perDayWords: true };
    expect(wordsSummary({ ...perDay, wordsPerDayByDay: { ...perDay.wordsPerDayByDay, Tue: '' } })).toBe('Mon: 24, Tue: —, Wed: 20, Thu: 20, Fri: 16');
  });

  it('loads per-day offsets 1–7 as presets, others as custom, and an empty day as preset 1', () => {
    const form = formFromPlan({
      id: 'p', status: 'scheduled', timezone: 'UTC', start_date_utc: '', start_date: '2026-12-01',
      days_of_week: { Mon: true, Tue: true }, words_per_day: 20, words_per_day_by_day: null,
      review_offsets_global: [1, 3, 7], review_offsets_by_day: { Mon: [2, 30] },
      test_after_study: 'all', test_after_review: 'random', vacation_behavior_on_enable: 'freeze',
      reminder_enabled: false, reminder_time: '09:00', vacationMode: 'off', reminder: { enabled: false, time: '09:00' },
      title_parts: [], created_at: '', vacation_ranges: [],
    });
    expect(form.reviewOffsetsByDay.Mon).toEqual([{ preset: 2, custom: '' }, { preset: 'other', custom: '30' }]);
    expect(form.reviewOffsetsByDay.Tue).toEqual([{ preset: 1, custom: '' }]);
  });
});
