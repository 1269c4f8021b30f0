import type { TStudyPlan, TTestMode, TVacationBehavior } from '@wordbook/core/contract/study-plans';
import { defaultExamForm, examError, examFormFromPlan, examPayload, type TExamForm } from './exam-form';
import { DEFAULT_DAYS_OF_WEEK, OFFSET_MAX, OFFSET_MIN, OFFSET_PRESET_MAX, WEEKDAYS, WORDS_PER_DAY_MAX, WORDS_PER_DAY_MIN, studyPlanMessages as M, type TWeekday } from '@wordbook/core/rules/study-plan-rules';

/** A per-day review entry: a preset 1–7, or 'other' with a typed custom value. */
export type TDayOffset = { preset: number | 'other'; custom: string };

export type { TTestMode, TVacationBehavior };

/** The wizard's editable values; numbers stay text while typed so a blank field can say so. */
export type TWizardForm = {
  startNow: boolean;
  scheduledDate: string;
  daysOfWeek: Record<TWeekday, boolean>;
  wordsPerDay: string;
  perDayWords: boolean;
  wordsPerDayByDay: Record<TWeekday, string>;
  reviewOffsetsGlobal: string[];
  perDayOffsets: boolean;
  reviewOffsetsByDay: Record<TWeekday, TDayOffset[]>;
  testAfterStudy: TTestMode;
  testAfterReview: TTestMode;
  vacationBehaviorOnEnable: TVacationBehavior;
  reminderEnabled: boolean;
  reminderTime: string;
} & TExamForm;

export type TStepKey = 'start' | 'days' | 'words' | 'review' | 'tests' | 'extras';
export const STEP_LABELS: Record<TStepKey, string> = { start: 'Start', days: 'Days', words: 'Words', review: 'Review', tests: 'Tests', extras: 'Extras' };

/** The spec's sample per-day counts, shown when a learner first turns per-day mode on. */
const SAMPLE_BY_DAY: Partial<Record<TWeekday, string>> = { Mon: '24', Wed: '20', Fri: '16' };

const byDay = <T>(make: (day: TWeekday) => T) => Object.fromEntries(WEEKDAYS.map((d) => [d, make(d)])) as Record<TWeekday, T>;

export function defaultForm(): TWizardForm {
  return {
    startNow: true,
    scheduledDate: '',
    daysOfWeek: { ...DEFAULT_DAYS_OF_WEEK },
    wordsPerDay: '20',
    perDayWords: false,
    wordsPerDayByDay: byDay((d) => SAMPLE_BY_DAY[d] ?? '20'),
    reviewOffsetsGlobal: ['1', '3', '7'],
    perDayOffsets: false,
    reviewOffsetsByDay: byDay(() => [{ preset: 1, custom: '' }]),
    testAfterStudy: 'all',
    testAfterReview: 'random',
    vacationBehaviorOnEnable: 'freeze',
    reminderEnabled: false,
    reminderTime: '09:00',
    ...defaultExamForm(),
  };
}

/** A saved offset as a per-day entry: 1–7 load as presets, others as custom. */
export const toDayOffset = (offset: number): TDayOffset =>
  offset >= OFFSET_MIN && offset <= OFFSET_PRESET_MAX ? { preset: offset, custom: '' } : { preset: 'other', custom: String(offset) };

/** A plan read from the server as wizard values. */
export function formFromPlan(plan: TStudyPlan): TWizardForm {
  const base = defaultForm();
  const words = plan.words_per_day_by_day;
  const offsets = plan.review_offsets_by_day;
  return {
    ...base,
    startNow: false,
    scheduledDate: plan.start_date,
    daysOfWeek: byDay((d) => Boolean(plan.days_of_week[d])),
    wordsPerDay: String(plan.words_per_day),
    perDayWords: Boolean(words),
    wordsPerDayByDay: byDay((d) => (words?.[d] != null ? String(words[d]) : base.wordsPerDayByDay[d])),
    reviewOffsetsGlobal: plan.review_offsets_global.map(String),
    perDayOffsets: Boolean(offsets),
    // A day with no offsets gets preset 1.
    reviewOffsetsByDay: byDay((d) => (offsets?.[d]?.length ? offsets[d].map(toDayOffset) : [{ preset: 1, custom: '' }])),
    testAfterStudy: plan.test_after_study,
    testAfterReview: plan.test_after_review,
    vacationBehaviorOnEnable: plan.vacation_behavior_on_enable,
    reminderEnabled: plan.reminder_enabled,
    reminderTime: plan.reminder_time || '09:00',
    ...examFormFromPlan(plan),
  };
}

const isWholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
export const wordsError = (text: string) => (isWholeIn(text, WORDS_PER_DAY_MIN, WORDS_PER_DAY_MAX) ? null : M.wordsRange);
export const globalOffsetError = (text: string) => (isWholeIn(text, OFFSET_MIN, OFFSET_MAX) ? null : M.offsetRange);
export const dayOffsetError = (entry: TDayOffset) =>
  entry.preset !== 'other' || isWholeIn(entry.custom, OFFSET_PRESET_MAX + 1, OFFSET_MAX) ? null : M.customOffsetRange;
const dayOffsetValue = (entry: TDayOffset) => (entry.preset === 'other' ? Number(entry.custom) : entry.preset);

export const selectedDays = (form: TWizardForm) => WEEKDAYS.filter((d) => form.daysOfWeek[d]);

/** What the start step needs from the server: the plan cap, an active plan, and the chosen date's conflict. */
export type TStartContext = { atCap: boolean; hasActive: boolean; conflict: boolean };

/** The first problem of a step, or null when the step may be left. */
export function stepError(step: TStepKey, form: TWizardForm, start: TStartContext): string | null {
  const days = selectedDays(form);
  switch (step) {
    case 'start':
      if (start.atCap) return M.planCap;
      if (form.startNow) return start.hasActive ? M.activeExists : null;
      if (!form.scheduledDate) return M.pickStartDate;
      return start.conflict ? M.startDateConflict : null;
    case 'days':
      return days.length ? null : M.noDays;
    case 'words':
      if (!form.perDayWords) return wordsError(form.wordsPerDay) ?? examError(form);
      return days.map((d) => wordsError(form.wordsPerDayByDay[d])).find(Boolean) ?? examError(form);
    case 'review':
      if (!form.perDayOffsets) return form.reviewOffsetsGlobal.map(globalOffsetError).find(Boolean) ?? null;
      return days.flatMap((d) => form.reviewOffsetsByDay[d].map(dayOffsetError)).find(Boolean) ?? null;
    case 'tests':
      return null;
    case 'extras':
      return form.reminderEnabled && !form.reminderTime ? M.reminderTime : null;
  }
}

/** The plan as sent on save; the start fields only when the start step is shown. */
export function toPayload(form: TWizardForm, withStart: boolean, timezone: string) {
  const days = selectedDays(form);
  return {
    daysOfWeek: form.daysOfWeek,
    wordsPerDay: Number(form.wordsPerDay) || 20,
    ...(form.perDayWords ? { wordsPerDayByDay: byDay((d) => (form.daysOfWeek[d] ? Number(form.wordsPerDayByDay[d]) : null)) } : {}),
    reviewOffsetsGlobal: form.reviewOffsetsGlobal.map(Number),
    ...(form.perDayOffsets
      ? { reviewOffsetsByDay: Object.fromEntries(days.map((d) => [d, form.reviewOffsetsByDay[d].map(dayOffsetValue)])) }
      : {}),
    testAfterStudy: form.testAfterStudy,
    testAfterReview: form.testAfterReview,
    vacationBehaviorOnEnable: form.vacationBehaviorOnEnable,
    reminderEnabled: form.reminderEnabled,
    ...(form.reminderEnabled ? { reminderTime: form.reminderTime } : {}),
    ...examPayload(form),
    ...(withStart ? { startNow: form.startNow, ...(form.startNow ? {} : { scheduledDate: form.scheduledDate }), timezone } : {}),
  };
}

/** 'All study days: N words/day', or 'Mon: 24, Tue: —, …' in per-day mode. */
export function wordsSummary(form: TWizardForm): string {
  if (!form.perDayWords) return `All study days: ${form.wordsPerDay} words/day`;
  return selectedDays(form)
    .map((d) => `${d}: ${form.wordsPerDayByDay[d].trim() || '—'}`)
    .join(', ');
}

export const TEST_MODE_LABELS: Record<TTestMode, string> = { none: 'No Test', all: 'Full Test', random: 'Random Test' };
/** The test modes as a select's options, in the labels' order. */
export const TEST_MODE_OPTIONS = (Object.keys(TEST_MODE_LABELS) as TTestMode[]).map((value) => ({ value, label: TEST_MODE_LABELS[value] }));
export const VACATION_LABELS: Record<TVacationBehavior, string> = {
  freeze: 'Freeze (pause everything)',
  skip_schedule_keep_reviews: 'Keep reviews, skip new study',
  skip_reviews_keep_schedule: 'Keep new study, skip reviews',
  light: 'Light (half study and reviews)',
};
