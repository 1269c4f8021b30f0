import { FREE_DAY_SEARCH_DAYS, addDaysTo } from '@wordbook/core/rules/study-plan-rules';

/**
 * The first date from `from` that no other plan starts on, searching up to 730 days and never
 * past `max`; null when every day in reach is taken.
 */
export function firstFreeDate(from: string, max: string, blocked: ReadonlySet<string>): string | null {
  for (let step = 0; step < FREE_DAY_SEARCH_DAYS; step += 1) {
    const date = addDaysTo(from, step);
    if (date > max) return null;
    if (!blocked.has(date)) return date;
  }
  return null;
}
