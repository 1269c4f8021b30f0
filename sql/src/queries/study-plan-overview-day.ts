import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';
import { ZDayOverrides, ZLinkedWordbook, ZRecognizedSession } from './study-plan-days.ts';
import { ZLedgerDay } from './study-plan-ledger.ts';
import { ZTaskSession } from './study-plan-tasks.ts';
import { findActivePlan, findNextScheduledPlan, planColumns, ZStudyPlanRow } from './study-plans.ts';

/**
 * Everything the overview reads for one plan day, in one round trip: the ledger row, the task
 * sessions, the day's overrides and forced study days, and the wordbooks bound to the candidate
 * days (plus the days the ledger carried in) with their practice since the day's local midnight.
 * Each part is the same query as its single-purpose twin in study-plan-days, -ledger and -tasks.
 */

export const ZOverviewDay = z.object({
  ledger: ZLedgerDay.nullable(),
  taskSessions: z.array(ZTaskSession),
  overrides: ZDayOverrides,
  forcedDays: z.array(z.string()),
  /** Wordbooks bound to `bookDays` and the carried days, each day's in link order. */
  linked: z.array(ZLinkedWordbook),
  /** The days `linked` covers. */
  linkedDays: z.array(z.string()),
  sessions: z.array(ZRecognizedSession),
});
export type TOverviewDay = z.infer<typeof ZOverviewDay>;

/** The day's one read: the statement lives in the study_plan_overview_day function (migration 0067), whose plan Postgres keeps per connection. */
export function loadOverviewDay(
  db: CommonQueryMethods,
  args: { userId: string; planId: string; day: string; forcedFrom: string; bookDays: readonly string[]; since: string },
): Promise<TOverviewDay> {
  return db.oneFirst(sql.type(z.object({ day: ZOverviewDay }))`
    select study_plan_overview_day(${args.userId}, ${args.planId}, ${args.day}::date, ${args.forcedFrom}::date,
      ${sql.array(args.bookDays as string[], 'date')}, ${args.since}::timestamptz) as day`);
}

export const ZPlanOverviewRead = ZStudyPlanRow.extend({
  /** The plan's today, its local midnight (ISO, UTC) and the candidate days, as Postgres's zone data gives them. */
  readDay: z.string().nullable(),
  readSince: z.string().nullable(),
  readBookDays: z.array(z.string()),
  day: ZOverviewDay.nullable(),
});
export type TPlanOverviewRead = z.infer<typeof ZPlanOverviewRead>;

/** Postgres's answer to a zone name its zone data lacks (a zone named after its release). */
const unknownZone = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === '22023' && error.message.includes('time zone');

/**
 * The plan the dashboard shows (the active one, else the scheduled one that starts first) and its
 * day's read, in one round trip: study_plan_overview_read (migration 0069) works out today, its
 * local midnight and the days reviews could come from in SQL, so the day's read need not wait for
 * the plan. The caller checks them against candidateBookDays and localMidnightUtc and reads again
 * with its own if Postgres's zone data disagrees.
 */
export async function loadPlanOverview(db: CommonQueryMethods, args: { userId: string; now: Date; offsetMax: number }): Promise<TPlanOverviewRead | null> {
  try {
    return await db.maybeOne(sql.type(ZPlanOverviewRead)`
      select ${planColumns}, to_char(r.read_day, 'YYYY-MM-DD') as "readDay",
        to_char(r.read_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "readSince",
        array(select to_char(b, 'YYYY-MM-DD') from unnest(r.book_days) b) as "readBookDays", r.day
      from study_plan_overview_read(${args.userId}, ${args.now.toISOString()}::timestamptz, ${args.offsetMax}::int) r
      join study_plans p on p.id = r.plan_id`);
  } catch (error) {
    if (!unknownZone(error)) throw error;
    // The same choice of plan; the caller reckons the day itself and reads it.
    const row = (await findActivePlan(db, { userId: args.userId })) ?? (await findNextScheduledPlan(db, { userId: args.userId }));
    return row && { ...row, readDay: null, readSince: null, readBookDays: [], day: null };
  }
}
