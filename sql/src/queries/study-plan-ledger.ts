import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/**
 * The daily ledger of active plans (study_plan_days) and the reminders sent (study_plan_reminders).
 * Written only by the rollover and reminder jobs; read by the overview for what was carried in.
 */

export const ZLedgerReview = z.object({ date: z.string(), offset: z.number(), words: z.number(), done: z.number(), carried: z.boolean() });
export type TLedgerReview = z.infer<typeof ZLedgerReview>;

export const ZLedgerDay = z.object({
  day: z.string(),
  status: z.enum(['open', 'closed']),
  newPlanned: z.number(),
  newDone: z.number(),
  carriedNew: z.number(),
  reviews: z.array(ZLedgerReview),
  reviewDone: z.number(),
});
export type TLedgerDay = z.infer<typeof ZLedgerDay>;

const dayColumns = sql.fragment`
  to_char(d.day, 'YYYY-MM-DD') as day, d.status, d.new_planned as "newPlanned", d.new_done as "newDone",
  d.carried_new as "carriedNew", d.reviews, d.review_done as "reviewDone"`;

/** One day of a plan's ledger, if the rollover opened it. */
export function findLedgerDay(db: CommonQueryMethods, args: { planId: string; day: string }) {
  return db.maybeOne(sql.type(ZLedgerDay)`select ${dayColumns} from study_plan_days d where d.study_plan_id = ${args.planId} and d.day = ${args.day}::date`);
}

/** The plan's latest ledger day on or after a date (a rollover for an earlier day than this finds it and stops). */
export function findLedgerDayFrom(db: CommonQueryMethods, args: { planId: string; day: string }) {
  return db.maybeOne(sql.type(ZLedgerDay)`
    select ${dayColumns} from study_plan_days d where d.study_plan_id = ${args.planId} and d.day >= ${args.day}::date order by d.day desc limit 1`);
}

/** Days opened before a date and not closed yet, oldest first. */
export function listOpenDaysBefore(db: CommonQueryMethods, args: { planId: string; day: string }) {
  return db.any(sql.type(ZLedgerDay)`
    select ${dayColumns} from study_plan_days d where d.study_plan_id = ${args.planId} and d.status = 'open' and d.day < ${args.day}::date order by d.day`);
}

export function closeLedgerDay(db: CommonQueryMethods, args: { planId: string; day: string; newDone: number; reviews: TLedgerReview[]; reviewDone: number }) {
  return db.query(sql.typeAlias('void')`
    update study_plan_days set status = 'closed', new_done = ${args.newDone}, reviews = ${sql.jsonb(args.reviews)}, review_done = ${args.reviewDone}, closed_at = now()
    where study_plan_id = ${args.planId} and day = ${args.day}::date and status = 'open'`);
}

/** Opens a day; answers false when it was open already (a repeated rollover). */
export async function openLedgerDay(db: CommonQueryMethods, args: { planId: string; day: string; newPlanned: number; carriedNew: number; reviews: TLedgerReview[] }) {
  const row = await db.maybeOne(sql.type(z.object({ day: z.string() }))`
    insert into study_plan_days (study_plan_id, day, new_planned, carried_new, reviews)
    values (${args.planId}, ${args.day}::date, ${args.newPlanned}, ${args.carriedNew}, ${sql.jsonb(args.reviews)})
    on conflict do nothing
    returning to_char(day, 'YYYY-MM-DD') as day`);
  return row !== null;
}

/** The zones of active plans: the rollover runs once per zone. */
export function listActiveZones(db: CommonQueryMethods) {
  return db.anyFirst(sql.type(z.object({ timezone: z.string() }))`select distinct timezone from study_plans where status = 'active' order by timezone`);
}

/** Active plans of a zone that have no ledger day for this date yet. */
export function listPlansToRoll(db: CommonQueryMethods, args: { timezone: string; day: string }) {
  return db.any(sql.type(z.object({ id: z.string(), userId: z.string() }))`
    select p.id, p.user_id as "userId" from study_plans p
    where p.status = 'active' and p.timezone = ${args.timezone} and p.start_date <= ${args.day}::date
      and not exists (select 1 from study_plan_days d where d.study_plan_id = p.id and d.day >= ${args.day}::date)
    order by p.id`);
}

/** Marks a day's reminder as sent; answers false when it was already (the job ran before). */
export async function markReminderSent(db: CommonQueryMethods, args: { planId: string; day: string }) {
  const row = await db.maybeOne(sql.type(z.object({ day: z.string() }))`
    insert into study_plan_reminders (study_plan_id, day) values (${args.planId}, ${args.day}::date)
    on conflict do nothing returning to_char(day, 'YYYY-MM-DD') as day`);
  return row !== null;
}

/** Who a reminder goes to: an account that can still sign in. */
export function findReminderRecipient(db: CommonQueryMethods, args: { userId: string }) {
  return db.maybeOne(sql.type(z.object({ email: z.string(), fullName: z.string() }))`
    select email::text as email, full_name as "fullName" from users where id = ${args.userId} and status = 'active' and deleted_at is null`);
}
