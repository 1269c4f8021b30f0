import { TZDate, tz } from '@date-fns/tz';
import { addDays, addYears, format, parseISO } from 'date-fns';

/** Study-plan limits and messages (document 3, sections 5.1, 8.1 and 9.1), shared by API and pages. */

export const PLAN_MAX = 5;
export const WORDS_PER_DAY_MIN = 1;
export const WORDS_PER_DAY_MAX = 1000;
export const OFFSET_MIN = 1;
export const OFFSET_MAX = 90;
export const OFFSET_PRESET_MAX = 7;
/** How far ahead a plan may be scheduled: two years, searched day by day for a free date. */
export const FREE_DAY_SEARCH_DAYS = 730;
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const DEFAULT_DAYS_OF_WEEK: Record<TWeekday, boolean> = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: false, Sun: false };
/** A plan that studies every day (load seeds, benchmarks and tests). */
export const EVERY_DAY_OF_WEEK: Record<TWeekday, boolean> = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: true, Sun: true };

export const studyPlanMessages = {
  noDays: 'Select at least one day.',
  wordsRange: 'Enter 1–1000.',
  offsetRange: '1–90',
  customOffsetRange: '8–90',
  reminderTime: 'Choose a reminder time.',
  pickStartDate: 'Please pick a start date.',
  pickRestoreDate: 'Please select a date.',
  dateOutOfRange: 'Pick a date from tomorrow up to two years ahead.',
  dateFormat: 'Dates are formatted yyyy-MM-dd.',
  timezone: 'Enter a valid IANA time zone.',
  startDateConflict: 'Another plan is already scheduled to start on this date. Please pick a different date.',
  startFieldsLocked: 'Start settings can only be changed for future scheduled plans.',
  archivedTzLocked: 'Timezone cannot be changed for archived plans.',
  planCap: 'You’ve reached the maximum number of plans. Please archive one to create a new plan.',
  activeExists: 'You already have an active plan. Please pick a date for your new plan.',
  notFound: 'This study plan does not exist.',
  archiveOnly: 'Only scheduled or paused plans can be archived.',
  restoreOnly: 'Only archived plans can be restored.',
  nothingToStart: 'There is no scheduled plan to start.',
  saveFailed: 'Failed to save study plan',
} as const;

/** The spec's error codes, sent beside the message so a page can tell them apart. */
export const studyPlanCodes = {
  startDateConflict: 'START_DATE_CONFLICT',
  startFieldsLocked: 'START_FIELDS_LOCKED',
  archivedTzLocked: 'ARCHIVED_TZ_LOCKED',
  planCap: 'PLAN_LIMIT_REACHED',
  activeExists: 'ACTIVE_PLAN_EXISTS',
} as const;

/** Whether the runtime knows this IANA zone (Intl refuses unknown names). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written yyyy-MM-dd (2025-02-30 is refused). */
export function isPlanDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = parseISO(value);
  return !Number.isNaN(parsed.getTime()) && format(parsed, 'yyyy-MM-dd') === value;
}

/** The calendar date at `now` in the zone, yyyy-MM-dd. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(zone) });
}

// Calendar-date arithmetic runs on plain UTC milliseconds: the overview does it some 270 times a
// request, and date-fns on a TZDate costs tens of microseconds a call. UTC days are all 24 hours.
const DAY_MS = 86_400_000;
const SUNDAY_FIRST: readonly TWeekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Midnight UTC of a calendar date; an unreadable one throws as date-fns' format did. */
function utcMidnight(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return ms;
}

/** A calendar date moved by whole days; computed in UTC so no zone's clock change can shift it. */
export function addDaysTo(date: string, days: number): string {
  const iso = new Date(utcMidnight(date) + days * DAY_MS).toISOString();
  // Years outside 0000–9999 print differently in ISO form; date-fns keeps its own spelling there.
  return iso.length === 24 ? iso.slice(0, 10) : format(addDays(new TZDate(`${date}T00:00:00Z`, 'UTC'), days), 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Mon..Sun of a calendar date. */
export function weekdayOf(date: string): TWeekday {
  return SUNDAY_FIRST[new Date(utcMidnight(date)).getUTCDay()] as TWeekday;
}

/** The instant a calendar date begins in the zone (its local midnight), as an ISO string in UTC. */
export function localMidnightUtc(date: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, zone).getTime()).toISOString();
}

/** The instant `HH:mm` happens on a calendar date in the zone, as an ISO string in UTC. */
export function localTimeUtc(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime()).toISOString();
}

/** The pick and restore range: from the day after today in the plan's zone to two years from today. */
export function scheduleRange(zone: string, now: Date = new Date()): { min: string; max: string } {
  const today = todayIn(zone, now);
  const max = format(addYears(new TZDate(`${today}T00:00:00Z`, 'UTC'), 2), 'yyyy-MM-dd');
  return { min: addDaysTo(today, 1), max };
}
