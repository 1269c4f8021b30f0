import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** The learner's plan history and the billing reads (document 3, §3.5). Every query takes the owner's id. */

/** Stores the learner's IANA time zone (checked by the caller); answers the zone now in force (null: UTC). */
export async function setUserTimeZone(db: CommonQueryMethods, args: { userId: string; timeZone: string | null }): Promise<string | null> {
  return db.oneFirst(sql.type(z.object({ timeZone: z.string().nullable() }))`
    update users set time_zone = coalesce(${args.timeZone}, time_zone) where id = ${args.userId}
    returning time_zone as "timeZone"`);
}

export const ZUserPlanRow = z.object({ plan: z.enum(['free', 'pro']), proExpiresOn: z.string().nullable(), timeZone: z.string().nullable() });
export type TUserPlanRow = z.infer<typeof ZUserPlanRow>;

/** The learner's plan, locked for a change of plan (purchase, refund, expiry). */
export function lockUserPlan(db: CommonQueryMethods, userId: string) {
  return db.one(sql.type(ZUserPlanRow)`
    select plan, pro_expires_on::text as "proExpiresOn", time_zone as "timeZone" from users where id = ${userId} for update`);
}

export function readUserPlan(db: CommonQueryMethods, userId: string) {
  return db.one(sql.type(ZUserPlanRow)`
    select plan, pro_expires_on::text as "proExpiresOn", time_zone as "timeZone" from users where id = ${userId}`);
}

export const ZPlanLogRow = z.object({
  id: z.coerce.number().int(),
  plan: z.enum(['free', 'pro']),
  reason: z.string(),
  sourceLabel: z.string(),
  priceKrw: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  orderId: z.string().nullable(),
  orderStatus: z.string().nullable(),
});
export type TPlanLogRow = z.infer<typeof ZPlanLogRow>;

/** The learner's plan changes, newest first, each with the order it came from and that order's status now. */
export function listPlanLogs(db: CommonQueryMethods, args: { userId: string; limit: number }) {
  return db.any(sql.type(ZPlanLogRow)`
    select l.id::int as id, l.plan, l.reason, l.source_label as "sourceLabel", l.price_krw as "priceKrw",
      l.start_date::text as "startDate", l.end_date::text as "endDate", to_json(l.created_at)#>>'{}' as "createdAt",
      l.order_id as "orderId", o.status as "orderStatus"
    from plan_logs l left join payment_orders o on o.order_id = l.order_id and o.user_id = l.user_id
    where l.user_id = ${args.userId}
    order by l.created_at desc, l.id desc limit ${args.limit}`);
}

export function insertPlanLog(
  db: CommonQueryMethods,
  log: { userId: string; plan: 'free' | 'pro'; reason: 'purchase' | 'refund' | 'expired' | 'staff'; sourceLabel: string; priceKrw?: number | null; startDate?: string | null; endDate?: string | null; orderId?: string | null },
) {
  return db.query(sql.typeAlias('void')`
    insert into plan_logs (user_id, plan, reason, source_label, price_krw, start_date, end_date, order_id)
    values (${log.userId}, ${log.plan}, ${log.reason}, ${log.sourceLabel}, ${log.priceKrw ?? null}, ${log.startDate ?? null},
      ${log.endDate ?? null}, ${log.orderId ?? null})
    on conflict do nothing`);
}

/** Sets the learner's plan (Free clears the pass's end). */
export function setUserPlan(db: CommonQueryMethods, args: { userId: string; plan: 'free' | 'pro'; proExpiresOn: string | null }) {
  return db.query(sql.typeAlias('void')`
    update users set plan = ${args.plan}, pro_expires_on = ${args.proExpiresOn}, updated_at = now() where id = ${args.userId}`);
}
