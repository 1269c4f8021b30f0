import type { DatabasePool } from '../pool.ts';
import { listPendingOrders, listUnsettledOrders, lockOrder, setOrderStatus, type TPaymentOrderRow } from '../queries/payment-orders.ts';
import { sql } from '../sql-tag.ts';
import { settleOrder } from './settle-order.ts';
import type { TossPaymentsClient, TTossResult } from './toss-payments.ts';

/**
 * The payment-polling sweep: asks the provider about orders a confirm left unsettled (a worker or
 * API process died between the provider's approval and our write, or the provider did not answer)
 * and about pending orders whose learner paid in the widget but never came back, and settles them.
 * A payment the widget approved but nobody confirmed is confirmed with the order's one
 * Idempotency-Key, so the provider charges once however often this runs. Settlement happens under
 * the order's lock and skips settled orders: a sweep delivered twice changes nothing more.
 */

/** A confirm younger than this may still be running in the API: leave it alone. */
const UNSETTLED_AFTER_SECONDS = 60;
/** A pending order is looked up once it is this old, and again this long after each lookup. */
const PENDING_LOOKUP_EVERY_SECONDS = 120;
const BATCH = 50;

type TPollCounts = { checked: number; paid: number; failed: number };

export async function runPaymentPolling(pool: DatabasePool, provider: TossPaymentsClient): Promise<TPollCounts> {
  const counts: TPollCounts = { checked: 0, paid: 0, failed: 0 };
  const unsettled = await listUnsettledOrders(pool, { olderThanSeconds: UNSETTLED_AFTER_SECONDS, limit: BATCH });
  const pending = await listPendingOrders(pool, { olderThanSeconds: PENDING_LOOKUP_EVERY_SECONDS, limit: BATCH });
  for (const order of [...unsettled, ...pending]) {
    counts.checked += 1;
    const settled = await pollOrder(pool, provider, order);
    if (settled?.status === 'paid' && order.status !== 'paid') counts.paid += 1;
    if (settled?.status === 'failed' && order.status !== 'failed') counts.failed += 1;
  }
  return counts;
}

async function pollOrder(pool: DatabasePool, provider: TossPaymentsClient, order: TPaymentOrderRow): Promise<TPaymentOrderRow | null> {
  const found = await provider.findByOrderId(order.orderId);
  if (!found.ok) {
    if (found.code === 'NOT_FOUND_PAYMENT' && order.status === 'pending') return touch(pool, order.orderId); // not paid yet: the expiry sweep ends it
    return settleOrder(pool, order.orderId, found, provider);
  }
  if (found.payment.status !== 'READY' && found.payment.status !== 'IN_PROGRESS') return settleOrder(pool, order.orderId, found, provider);
  // approved in the widget, never confirmed (or our confirm never arrived): confirm it now, as the success page would
  if (found.payment.totalAmount !== order.amountKrw) return settleOrder(pool, order.orderId, found, provider);
  const claimed = await pool.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.orderId);
    if (!locked || (locked.status !== 'pending' && locked.status !== 'processing')) return null;
    if (locked.status === 'pending' && Date.parse(locked.expireAt) <= Date.now()) return null;
    return setOrderStatus(tx, { orderId: locked.orderId, status: 'processing', paymentKey: found.payment.paymentKey });
  });
  if (!claimed) return lockFree(pool, order.orderId);
  const result: TTossResult = await provider.confirm({
    paymentKey: found.payment.paymentKey, orderId: claimed.orderId, amount: claimed.amountKrw, idempotencyKey: claimed.idempotencyKey,
  });
  return settleOrder(pool, claimed.orderId, result, provider);
}

async function touch(pool: DatabasePool, orderId: string): Promise<null> {
  await pool.query(sql.typeAlias('void')`update payment_orders set updated_at = now() where order_id = ${orderId} and status = 'pending'`);
  return null;
}

const lockFree = (pool: DatabasePool, orderId: string) => pool.transaction((tx) => lockOrder(tx, orderId));
