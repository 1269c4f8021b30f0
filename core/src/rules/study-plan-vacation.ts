import type { TVacationMode } from './study-plan-overview.ts';
import { addDaysTo, daysBetween } from './study-plan-rules.ts';

/**
 * Vacation kept for date ranges (local dates, both ends included), beside the dashboard's on/off
 * switch: a day in a range is a vacation day with the plan's vacation behaviour.
 */

export const VACATION_RANGES_MAX = 20;
export const VACATION_RANGE_DAYS_MAX = 365;

export const vacationRangeMessages = {
  order: 'A vacation range cannot end before it starts.',
  tooLong: `A vacation range can be at most ${VACATION_RANGE_DAYS_MAX} days long.`,
  tooMany: `You can keep up to ${VACATION_RANGES_MAX} vacation ranges.`,
  archived: 'Vacation cannot be changed for archived plans.',
} as const;

export type TVacationRange = { start: string; end: string };

/** Days a range covers, both ends included. */
export const rangeLength = (range: TVacationRange) => daysBetween(range.start, range.end) + 1;

/** The range that holds a date, if any. */
export const rangeHolding = (ranges: readonly TVacationRange[], date: string): TVacationRange | null =>
  ranges.find((r) => r.start <= date && date <= r.end) ?? null;

/**
 * The vacation a date is under: the switch's mode while it is on, else the plan's behaviour on a
 * day in one of its ranges, else off. The overview then treats both the same way.
 */
export function vacationModeOn(
  plan: { vacationMode: string; vacationBehaviorOnEnable: string; vacationRanges: readonly TVacationRange[] },
  date: string,
): TVacationMode {
  if (plan.vacationMode !== 'off') return plan.vacationMode as TVacationMode;
  return rangeHolding(plan.vacationRanges, date) ? (plan.vacationBehaviorOnEnable as TVacationMode) : 'off';
}

/** Sorted by start, exact repeats dropped, so a list reads the same however it was added to. */
export function tidyRanges(ranges: readonly TVacationRange[]): TVacationRange[] {
  const seen = new Set<string>();
  return [...ranges]
    .sort((a, b) => (a.start === b.start ? a.end.localeCompare(b.end) : a.start.localeCompare(b.start)))
    .filter((r) => {
      const key = `${r.start}/${r.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Dates grouped into runs of consecutive days, one range per run (a three-day holiday is one range). */
export function consecutiveRuns(dates: readonly string[]): TVacationRange[] {
  const runs: TVacationRange[] = [];
  for (const date of [...new Set(dates)].sort()) {
    const last = runs.at(-1);
    if (last && addDaysTo(last.end, 1) === date) last.end = date;
    else runs.push({ start: date, end: date });
  }
  return runs;
}
