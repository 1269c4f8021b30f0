import { addDaysTo, weekdayOf } from '@wordbook/core/rules/study-plan-rules';
import KoreanLunarCalendar from 'korean-lunar-calendar';

/**
 * South Korea's public holidays for a year, computed: the fixed-date days, the lunar ones (Seollal,
 * Buddha's Birthday, Chuseok) converted by korean-lunar-calendar (KASI's table, to 2050), and the
 * substitute holidays the law adds when a holiday falls on a weekend or on another holiday.
 * One-off days (election days, temporary holidays) are announced each time and are not included.
 */

export type THoliday = { date: string; name: string };

/** Which weekend days move a holiday to the next working day; none means it never moves. */
type TSubstitute = 'none' | 'sunday' | 'weekend';

const FIXED: { monthDay: string; name: string; substitute: TSubstitute; since?: number }[] = [
  { monthDay: '01-01', name: "New Year's Day", substitute: 'none' },
  { monthDay: '03-01', name: 'Independence Movement Day', substitute: 'weekend' },
  { monthDay: '05-01', name: 'Labour Day', substitute: 'weekend', since: 2026 },
  { monthDay: '05-05', name: "Children's Day", substitute: 'weekend' },
  { monthDay: '06-06', name: 'Memorial Day', substitute: 'none' },
  { monthDay: '07-17', name: 'Constitution Day', substitute: 'weekend', since: 2026 },
  { monthDay: '08-15', name: 'Liberation Day', substitute: 'weekend' },
  { monthDay: '10-03', name: 'National Foundation Day', substitute: 'weekend' },
  { monthDay: '10-09', name: 'Hangul Day', substitute: 'weekend' },
  { monthDay: '12-25', name: 'Christmas Day', substitute: 'weekend' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The solar date of a lunar month and day in a lunar year (never the leap month). */
function solarOf(lunarYear: number, month: number, day: number): string {
  const calendar = new KoreanLunarCalendar();
  if (!calendar.setLunarDate(lunarYear, month, day, false)) throw new RangeError(`No lunar date ${lunarYear}-${month}-${day}`);
  const solar = calendar.getSolarCalendar();
  return `${solar.year}-${pad(solar.month)}-${pad(solar.day)}`;
}

type TRun = { dates: string[]; name: string; substitute: TSubstitute };

function runsOf(year: number): TRun[] {
  const seollal = solarOf(year, 1, 1);
  const chuseok = solarOf(year, 8, 15);
  return [
    ...FIXED.filter((f) => (f.since ?? 0) <= year).map((f) => ({ dates: [`${year}-${f.monthDay}`], name: f.name, substitute: f.substitute })),
    // Seollal and Chuseok are three days each; only a Sunday (or another holiday) inside them adds a day.
    { dates: [addDaysTo(seollal, -1), seollal, addDaysTo(seollal, 1)], name: 'Seollal', substitute: 'sunday' },
    { dates: [solarOf(year, 4, 8)], name: "Buddha's Birthday", substitute: 'weekend' },
    { dates: [addDaysTo(chuseok, -1), chuseok, addDaysTo(chuseok, 1)], name: 'Chuseok', substitute: 'sunday' },
  ];
}

/** The year's public holidays with their substitutes, by date. */
export function koreanHolidays(year: number): THoliday[] {
  const runs = runsOf(year);
  const byDate = new Map<string, string[]>();
  for (const run of runs) for (const date of run.dates) byDate.set(date, [...(byDate.get(date) ?? []), run.name]);
  const taken = new Set(byDate.keys());
  // Two holidays on one day add one substitute, not two (Chuseok on National Foundation Day in 2028).
  const overlapCounted = new Set<string>();
  const substitutes: THoliday[] = [];
  for (const run of runs) {
    if (run.substitute === 'none') continue;
    const moved = run.dates.filter((date) => {
      const weekday = weekdayOf(date);
      if (weekday === 'Sun' || (run.substitute === 'weekend' && weekday === 'Sat')) return true;
      if ((byDate.get(date)?.length ?? 0) < 2 || overlapCounted.has(date)) return false;
      overlapCounted.add(date);
      return true;
    }).length;
    // Each lost day becomes the next day after the run that is neither a weekend nor a holiday.
    let cursor = run.dates.at(-1) as string;
    for (let i = 0; i < moved; i++) {
      do cursor = addDaysTo(cursor, 1);
      while (taken.has(cursor) || weekdayOf(cursor) === 'Sat' || weekdayOf(cursor) === 'Sun');
      taken.add(cursor);
      substitutes.push({ date: cursor, name: `Substitute holiday (${run.name})` });
    }
  }
  const all = [...[...byDate].map(([date, names]) => ({ date, name: names.join(', ') })), ...substitutes];
  return all.filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `from` through `to` (local dates), from every year they touch. */
export function koreanHolidaysBetween(from: string, to: string): THoliday[] {
  const years = Array.from({ length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 }, (_, i) => Number(from.slice(0, 4)) + i);
  return years.flatMap(koreanHolidays).filter((h) => h.date >= from && h.date <= to);
}
