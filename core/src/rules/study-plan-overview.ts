import { OFFSET_MAX, addDaysTo, weekdayOf, type TWeekday } from './study-plan-rules.ts';

/**
 * The day a plan asks for (document 3, sections 3.3 and 4.2), computed from calendar dates in the
 * plan's zone: the caller passes "today" as a local date, so no clock change can move a day.
 */

export type TTestMode = 'none' | 'all' | 'random';
export type TVacationMode = 'off' | 'freeze' | 'skip_schedule_keep_reviews' | 'skip_reviews_keep_schedule' | 'light';

export type TPlanShape = {
  startDate: string;
  daysOfWeek: Partial<Record<TWeekday, boolean>>;
  wordsPerDay: number;
  wordsPerDayByDay: Partial<Record<TWeekday, number | null>> | null;
  reviewOffsetsGlobal: number[];
  reviewOffsetsByDay: Partial<Record<TWeekday, number[]>> | null;
  testAfterStudy: TTestMode;
  testAfterReview: TTestMode;
  vacationMode: TVacationMode;
};

export type TDayInputs = {
  today: string;
  wordsOverride: number | null;
  testsOverride: { study: TTestMode; review: TTestMode } | null;
  /** Local dates turned into study days (day-mode overrides), today's and past ones. */
  forcedStudyDays: ReadonlySet<string>;
};

/** Whether the plan itself makes a date a study day (on or after its start, on a chosen weekday). */
export const isPlanStudyDay = (plan: TPlanShape, date: string) => date >= plan.startDate && plan.daysOfWeek[weekdayOf(date)] === true;

const isStudyDay = (plan: TPlanShape, forced: ReadonlySet<string>, date: string) => isPlanStudyDay(plan, date) || (date >= plan.startDate && forced.has(date));

/** The new-word goal the plan sets for a date: the per-day count in per-day mode, else the uniform one. */
export function planWordsFor(plan: TPlanShape, date: string): number {
  const byDay = plan.wordsPerDayByDay?.[weekdayOf(date)];
  return plan.wordsPerDayByDay && typeof byDay === 'number' ? byDay : plan.wordsPerDay;
}

/** The offsets that apply to words studied on a date: that weekday's list in per-day mode, else the global one. */
export function offsetsFor(plan: TPlanShape, date: string): number[] {
  const byDay = plan.reviewOffsetsByDay?.[weekdayOf(date)];
  return plan.reviewOffsetsByDay && byDay && byDay.length > 0 ? byDay : plan.reviewOffsetsGlobal;
}

export type TDueReview = { offset: number; date: string };

/** Past study days whose words are due today: a study day `d` is due when today − d is one of its offsets. */
export function dueReviewDays(plan: TPlanShape, today: string, forced: ReadonlySet<string>): TDueReview[] {
  const due: TDueReview[] = [];
  for (let offset = 1; offset <= OFFSET_MAX; offset++) {
    const date = addDaysTo(today, -offset);
    if (date < plan.startDate) break;
    if (isStudyDay(plan, forced, date) && offsetsFor(plan, date).includes(offset)) due.push({ offset, date });
  }
  return due;
}

/** How vacation changes the day: freeze stops both, the skip modes stop one, light halves both (rounded up). */
export function applyVacation(mode: TVacationMode, counts: { newWords: number; reviewWords: number }) {
  switch (mode) {
    case 'freeze':
      return { newWords: 0, reviewWords: 0 };
    case 'skip_schedule_keep_reviews':
      return { newWords: 0, reviewWords: counts.reviewWords };
    case 'skip_reviews_keep_schedule':
      return { newWords: counts.newWords, reviewWords: 0 };
    case 'light':
      return { newWords: Math.ceil(counts.newWords / 2), reviewWords: Math.ceil(counts.reviewWords / 2) };
    default:
      return counts;
  }
}

export type TDayPlan = {
  today: { overrideWords: number | null; planWords: number; forcedStudy: boolean; planStudyDay: boolean; restDay: boolean };
  newWords: number;
  dueReviews: TDueReview[];
  reviewsSkipped: boolean;
  tests: { study: TTestMode; review: TTestMode };
};

/** Today's goal: rest or study, the new-word count, which past days are due, and the test modes. */
export function planDay(plan: TPlanShape, inputs: TDayInputs): TDayPlan {
  const { today } = inputs;
  const planStudyDay = isPlanStudyDay(plan, today);
  const forcedStudy = inputs.forcedStudyDays.has(today) && !planStudyDay;
  const restDay = !planStudyDay && !forcedStudy;
  const planWords = planWordsFor(plan, today);
  const wanted = restDay ? 0 : (inputs.wordsOverride ?? planWords);
  const after = applyVacation(plan.vacationMode, { newWords: wanted, reviewWords: 1 });
  const dueReviews = after.reviewWords === 0 ? [] : dueReviewDays(plan, today, inputs.forcedStudyDays);
  return {
    today: { overrideWords: inputs.wordsOverride, planWords, forcedStudy, planStudyDay, restDay },
    newWords: after.newWords,
    dueReviews,
    reviewsSkipped: after.reviewWords === 0,
    tests: inputs.testsOverride ?? { study: plan.testAfterStudy, review: plan.testAfterReview },
  };
}

/** Section 9.1's estimates: 0.6 min a new word, 0.4 min a review word, 5 min a test. */
export const estimateMinutes = {
  newWords: (n: number) => Math.ceil(n * 0.6),
  reviewWords: (n: number) => Math.ceil(n * 0.4),
  test: () => 5,
};
