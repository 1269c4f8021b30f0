import { dueReviewDays, isPlanStudyDay, type TPlanShape } from './study-plan-overview.ts';
import { addDaysTo, daysBetween } from './study-plan-rules.ts';
import { rangeHolding, type TVacationRange } from './study-plan-vacation.ts';

/**
 * The study dashboard's Calendar and Streak & Insights from the learner's real activity: which days
 * the plan asked for study or review, which of them had practice answers, and runs of active days.
 * All dates are calendar dates in the plan's zone.
 */

export type TDayKind = 'none' | 'done' | 'missed' | 'planned' | 'rest' | 'vacation';

/** The days of a month ("2026-11") as dates. */
export function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDaysTo(date, 1)) days.push(date);
  return days;
}

/**
 * One day of the calendar: before the plan (or with no plan) 'none' unless practised; a day with
 * answers 'done'; a day the plan asks nothing of 'rest'; today or later under vacation, or any day
 * in a vacation range, 'vacation';
 * an earlier asked-for day without answers 'missed'; else 'planned'.
 */
export function dayKind(args: {
  date: string;
  today: string;
  plan: TPlanShape | null;
  forced: ReadonlySet<string>;
  answers: number;
  vacationOn: boolean;
  vacationRanges?: readonly TVacationRange[];
}): { kind: TDayKind; study: boolean; review: boolean } {
  const { date, today, plan, forced, answers } = args;
  if (!plan || date < plan.startDate) return { kind: answers > 0 ? 'done' : 'none', study: false, review: false };
  const study = isPlanStudyDay(plan, date) || forced.has(date);
  const review = dueReviewDays(plan, date, forced).length > 0;
  if (answers > 0) return { kind: 'done', study, review };
  if (!study && !review) return { kind: 'rest', study, review };
  if ((args.vacationOn && date >= today) || rangeHolding(args.vacationRanges ?? [], date)) return { kind: 'vacation', study, review };
  return { kind: date < today ? 'missed' : 'planned', study, review };
}

/** The run of active days ending today (or yesterday while today has none yet), the longest run, and the count of active days. */
export function streaks(activeDays: readonly string[], today: string): { current: number; best: number; activeDays: number } {
  const sorted = [...new Set(activeDays)].filter((d) => d <= today).sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const set = new Set(sorted);
  let current = 0;
  let cursor = set.has(today) ? today : addDaysTo(today, -1);
  while (set.has(cursor)) {
    current++;
    cursor = addDaysTo(cursor, -1);
  }
  return { current, best, activeDays: sorted.length };
}

/** The heat map's days: `weeks` whole weeks ending today, each with its answers (0 when none). */
export function heatmapDays(answersByDay: ReadonlyMap<string, number>, today: string, weeks = 12): { date: string; answers: number }[] {
  const from = addDaysTo(today, -(weeks * 7 - 1));
  return Array.from({ length: weeks * 7 }, (_, i) => {
    const date = addDaysTo(from, i);
    return { date, answers: answersByDay.get(date) ?? 0 };
  });
}
