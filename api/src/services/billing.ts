import type { TBillingOrder, TBillingOverview, TPlanLog, TTimelineItem } from '@wordbook/core/contract/billing';
import { formatKrw, ORDER_TTL_MINUTES } from '@wordbook/core/rules/pricing';
import type { DatabasePool } from '@wordbook/sql/pool';
import { listPlanLogs, readUserPlan, type TPlanLogRow } from '@wordbook/sql/queries/billing';
import { listOrders, type TPaymentOrderRow } from '@wordbook/sql/queries/payment-orders';

/** Billing history (document 3, §2.7, §3.5, §7.3): the learner's orders and plan changes. */

const HISTORY_LIMIT = 200;

const toBillingOrder = (o: TPaymentOrderRow): TBillingOrder => ({
  order_id: o.orderId,
  plan_code: o.planCode,
  months: o.months,
  amount_krw: o.amountKrw,
  usd_total: o.usdTotalCents / 100,
  status: o.status,
  payment_key: o.paymentKey,
  payment_provider: o.paymentProvider,
  created_at: o.createdAt,
  updated_at: o.updatedAt,
  paid_at: o.paidAt,
  trial_applied: o.trialApplied,
  trial_bonus_days: o.trialBonusDays,
});

const toPlanLog = (l: TPlanLogRow): TPlanLog => ({
  id: l.id,
  plan: l.plan,
  reason: l.reason,
  source_label: l.sourceLabel,
  price: l.priceKrw,
  price_sanitized: l.priceKrw ? formatKrw(l.priceKrw) : '-',
  start_date: l.startDate,
  end_date: l.endDate,
  created_at: l.createdAt,
  matched_order_id: l.orderId,
  matched_order_status: l.orderStatus,
});

/** An unpaid order older than its 30 minutes shows as expired, whether or not the sweep has run yet. */
export function shownStatus(order: { status: string; created_at: string }, now = Date.now()): string {
  const unpaid = order.status === 'pending' || order.status === 'processing';
  return unpaid && now - Date.parse(order.created_at) > ORDER_TTL_MINUTES * 60_000 ? 'expired' : order.status;
}

async function history(db: DatabasePool, userId: string, limit: number) {
  const [orders, logs] = await Promise.all([listOrders(db, { userId, limit }), listPlanLogs(db, { userId, limit })]);
  return { orders: orders.map(toBillingOrder), planLogs: logs.map(toPlanLog) };
}

export async function billingOverview(db: DatabasePool, userId: string): Promise<TBillingOverview> {
  const [user, { orders, planLogs }] = await Promise.all([readUserPlan(db, userId), history(db, userId, HISTORY_LIMIT)]);
  const now = Date.now();
  const normalizedOrders = orders.map((o) => ({ ...o, status: shownStatus(o, now) }));
  const shown = new Map(normalizedOrders.map((o) => [o.order_id, o.status]));
  return {
    current: { plan: user.plan, expiresAt: user.plan === 'pro' ? user.proExpiresOn : null },
    orders,
    planLogs,
    normalized: {
      orders: normalizedOrders,
      planLogs: planLogs.map((l) => (l.matched_order_id ? { ...l, matched_order_status: shown.get(l.matched_order_id) ?? l.matched_order_status } : l)),
    },
  };
}

/** Orders and plan changes in one list, newest first, at most `limit`. */
export async function billingTimeline(db: DatabasePool, userId: string, limit: number): Promise<{ items: TTimelineItem[] }> {
  const { orders, planLogs } = await history(db, userId, limit);
  const now = Date.now();
  const items: TTimelineItem[] = [
    ...orders.map((o): TTimelineItem => ({
      kind: 'order',
      ts: o.paid_at ?? o.created_at,
      order_id: o.order_id,
      plan_code: o.plan_code,
      months: o.months,
      amount_krw: o.amount_krw,
      status: shownStatus(o, now),
      created_at: o.created_at,
      plan_to: null,
      extra: { trialApplied: o.trial_applied, trialBonusDays: o.trial_bonus_days },
    })),
    ...planLogs.map((l): TTimelineItem => ({
      kind: 'other',
      ts: l.created_at,
      order_id: l.matched_order_id,
      plan_code: null,
      months: null,
      amount_krw: l.price,
      status: null,
      created_at: l.created_at,
      plan_to: l.plan,
      extra: { reason: l.reason, end: l.end_date },
    })),
  ];
  items.sort((a, b) => Date.parse(b.ts) - Date.parse(a.ts));
  return { items: items.slice(0, limit) };
}
