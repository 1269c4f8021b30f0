import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** Pro pass orders. Every learner-facing query takes the owner's id: another learner's order does not exist for them. */
export const ZOrderStatus = z.enum(['pending', 'processing', 'paid', 'failed', 'expired', 'cancelled']);

export const ZPaymentOrderRow = z.object({
  orderId: z.string(),
  userId: z.string(),
  planCode: z.enum(['pro_3m', 'pro_6m', 'pro_12m']),
  months: z.number().int(),
  serviceDays: z.number().int(),
  amountKrw: z.number().int(),
  usdTotalCents: z.number().int(),
  fxRateUnits: z.coerce.number().int(),
  fxSource: z.string(),
  fxAsOf: z.string(),
  status: ZOrderStatus,
  paymentKey: z.string().nullable(),
  paymentProvider: z.string(),
  idempotencyKey: z.string(),
  trialEligible: z.boolean(),
  trialApplied: z.boolean(),
  trialBonusDays: z.number().int(),
  serviceStartsOn: z.string().nullable(),
  serviceEndsOn: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expireAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TPaymentOrderRow = z.infer<typeof ZPaymentOrderRow>;

const orderColumns = sql.fragment`
  order_id as "orderId", user_id as "userId", plan_code as "planCode", months, service_days as "serviceDays",
  amount_krw as "amountKrw", usd_total_cents as "usdTotalCents", fx_rate_units as "fxRateUnits", fx_source as "fxSource",
  to_json(fx_as_of)#>>'{}' as "fxAsOf", status, payment_key as "paymentKey", payment_provider as "paymentProvider",
  idempotency_key::text as "idempotencyKey", trial_eligible as "trialEligible", trial_applied as "trialApplied",
  trial_bonus_days as "trialBonusDays", service_starts_on::text as "serviceStartsOn", service_ends_on::text as "serviceEndsOn",
  failure_code as "failureCode", failure_message as "failureMessage", to_json(created_at)#>>'{}' as "createdAt",
  to_json(updated_at)#>>'{}' as "updatedAt", to_json(expire_at)#>>'{}' as "expireAt", to_json(paid_at)#>>'{}' as "paidAt",
  to_json(cancelled_at)#>>'{}' as "cancelledAt"`;

export type TNewOrder = {
  orderId: string;
  userId: string;
  planCode: TPaymentOrderRow['planCode'];
  months: number;
  serviceDays: number;
  amountKrw: number;
  usdTotalCents: number;
  fxRateUnits: number;
  fxSource: string;
  fxAsOf: string;
  paymentProvider: string;
  trialEligible: boolean;
  expireInMinutes: number;
};

export function insertOrder(db: CommonQueryMethods, o: TNewOrder) {
  return db.one(sql.type(ZPaymentOrderRow)`
    insert into payment_orders (order_id, user_id, plan_code, months, service_days, amount_krw, usd_total_cents,
      fx_rate_units, fx_source, fx_as_of, payment_provider, trial_eligible, expire_at)
    values (${o.orderId}, ${o.userId}, ${o.planCode}, ${o.months}, ${o.serviceDays}, ${o.amountKrw}, ${o.usdTotalCents},
      ${o.fxRateUnits}, ${o.fxSource}, ${o.fxAsOf}, ${o.paymentProvider}, ${o.trialEligible},
      now() + make_interval(mins => ${o.expireInMinutes}))
    returning ${orderColumns}`);
}

export function findOrder(db: CommonQueryMethods, args: { userId: string; orderId: string }) {
  return db.maybeOne(sql.type(ZPaymentOrderRow)`
    select ${orderColumns} from payment_orders where order_id = ${args.orderId} and user_id = ${args.userId}`);
}

/** The order locked for a settlement (confirm, polling, expiry, refund): one writer at a time. */
export function lockOrder(db: CommonQueryMethods, orderId: string) {
  return db.maybeOne(sql.type(ZPaymentOrderRow)`
    select ${orderColumns} from payment_orders where order_id = ${orderId} for update`);
}

export function listOrders(db: CommonQueryMethods, args: { userId: string; limit: number }) {
  return db.any(sql.type(ZPaymentOrderRow)`
    select ${orderColumns} from payment_orders where user_id = ${args.userId}
    order by created_at desc, order_id limit ${args.limit}`);
}

/** Whether the learner has ever paid (a refunded first purchase still counts): the guarantee is for the first purchase only. */
export function hasPaidBefore(db: CommonQueryMethods, userId: string): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`
    select exists (select 1 from payment_orders where user_id = ${userId} and paid_at is not null) as exists`);
}

/** Marks unpaid orders past their expiry expired; answers how many. A repeat finds none. */
export async function expireUnpaidOrders(db: CommonQueryMethods): Promise<number> {
  const rows = await db.any(sql.type(z.object({ orderId: z.string() }))`
    update payment_orders set status = 'expired', updated_at = now()
    where status = 'pending' and expire_at <= now() returning order_id as "orderId"`);
  return rows.length;
}

export function setOrderStatus(
  db: CommonQueryMethods,
  args: { orderId: string; status: z.infer<typeof ZOrderStatus>; paymentKey?: string | null; failureCode?: string | null; failureMessage?: string | null },
) {
  return db.one(sql.type(ZPaymentOrderRow)`
    update payment_orders set status = ${args.status}, payment_key = coalesce(${args.paymentKey ?? null}, payment_key),
      failure_code = ${args.failureCode ?? null}, failure_message = ${args.failureMessage ?? null}, updated_at = now()
    where order_id = ${args.orderId} returning ${orderColumns}`);
}

export function markOrderPaid(
  db: CommonQueryMethods,
  args: { orderId: string; paymentKey: string; paidAt: string; trialApplied: boolean; trialBonusDays: number; startsOn: string; endsOn: string },
) {
  return db.one(sql.type(ZPaymentOrderRow)`
    update payment_orders set status = 'paid', payment_key = ${args.paymentKey}, paid_at = ${args.paidAt},
      trial_applied = ${args.trialApplied}, trial_bonus_days = ${args.trialBonusDays}, service_starts_on = ${args.startsOn},
      service_ends_on = ${args.endsOn}, failure_code = null, failure_message = null, updated_at = now()
    where order_id = ${args.orderId} returning ${orderColumns}`);
}

/** Orders a confirm left unsettled (processing), or a pending order that has a payment key, for the polling job. */
export function listUnsettledOrders(db: CommonQueryMethods, args: { olderThanSeconds: number; limit: number }) {
  return db.any(sql.type(ZPaymentOrderRow)`
    select ${orderColumns} from payment_orders
    where status = 'processing' and updated_at <= now() - make_interval(secs => ${args.olderThanSeconds})
    order by updated_at limit ${args.limit}`);
}

/** A paid order refunded with the provider: cancelled, with the time. Only a paid order changes. */
export function markOrderCancelled(db: CommonQueryMethods, orderId: string) {
  return db.maybeOne(sql.type(ZPaymentOrderRow)`
    update payment_orders set status = 'cancelled', cancelled_at = now(), updated_at = now()
    where order_id = ${orderId} and status = 'paid' returning ${orderColumns}`);
}

/** Pending orders whose learner may have paid in the provider's widget without coming back, for the polling job. */
export function listPendingOrders(db: CommonQueryMethods, args: { olderThanSeconds: number; limit: number }) {
  return db.any(sql.type(ZPaymentOrderRow)`
    select ${orderColumns} from payment_orders
    where status = 'pending' and expire_at > now() and updated_at <= now() - make_interval(secs => ${args.olderThanSeconds})
    order by updated_at limit ${args.limit}`);
}
