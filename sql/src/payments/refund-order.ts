import type { CommonQueryMethods, DatabasePool } from '../pool.ts';
import { insertPlanLog, lockUserPlan, setUserPlan } from '../queries/billing.ts';
import { findOrder, lockOrder, markOrderCancelled } from '../queries/payment-orders.ts';
import { findRefund, markRefundDone, markRefundFailed } from '../queries/payment-refunds.ts';
import type { TossPaymentsClient } from './toss-payments.ts';

/**
 * A refund request carried out (the payment-refund job): the provider cancels the payment with
 * the order's refund Idempotency-Key, so a repeated cancel is answered, never repeated; then,
 * under the order's lock, the order becomes cancelled, the learner returns to Free and one
 * 'refund' plan log is written. A refund already done changes nothing more.
 */
export type TRefundStep = { kind: 'cancelled' } | { kind: 'already-done' } | { kind: 'no-answer'; code: string } | { kind: 'refused'; code: string };

/** Asks the provider to cancel the order's payment, unless the refund is already done (or was never asked for). */
export async function cancelRefundedPayment(pool: DatabasePool, provider: TossPaymentsClient, orderId: string): Promise<TRefundStep> {
  const refund = await findRefund(pool, orderId);
  const order = refund ? await findOrder(pool, { userId: refund.userId, orderId }) : null;
  if (!refund || !order?.paymentKey) return { kind: 'refused', code: 'REFUND_NOT_REQUESTED' };
  if (refund.status === 'done') return { kind: 'already-done' };
  const reason = refund.reason?.trim();
  const answer = await provider.cancel({
    paymentKey: order.paymentKey,
    cancelReason: reason ? `Refund within 14 days: ${reason}` : 'Refund within 14 days of the first purchase',
    idempotencyKey: `${order.idempotencyKey}-refund`,
  });
  if (answer.ok ? answer.payment.status === 'CANCELED' : answer.code === 'ALREADY_CANCELED_PAYMENT') return { kind: 'cancelled' };
  if (!answer.ok && (answer.status === 0 || answer.status >= 500)) return { kind: 'no-answer', code: answer.code };
  const code = answer.ok ? 'REFUND_NOT_DONE' : answer.code;
  await markRefundFailed(pool, { orderId, failureCode: code });
  return { kind: 'refused', code };
}

/** Our side of a cancelled payment, once: the order cancelled, the learner Free, one 'refund' plan log. */
export async function applyRefund(tx: CommonQueryMethods, orderId: string): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order?.status === 'paid') {
    await lockUserPlan(tx, order.userId);
    await markOrderCancelled(tx, orderId);
    await setUserPlan(tx, { userId: order.userId, plan: 'free', proExpiresOn: null });
    await insertPlanLog(tx, {
      userId: order.userId, plan: 'free', reason: 'refund', sourceLabel: 'Refund of the first purchase', priceKrw: order.amountKrw,
      startDate: order.serviceStartsOn, endDate: order.serviceEndsOn, orderId,
    });
  }
  await markRefundDone(tx, orderId);
}
