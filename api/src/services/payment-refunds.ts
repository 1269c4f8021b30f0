import { billingMessages as M, REFUND_WINDOW_DAYS, type TRefundEligibility, type TRefundResponse } from '@wordbook/core/contract/billing';
import type { DatabasePool } from '@wordbook/sql/pool';
import { paymentRefundJob } from '@wordbook/core/contract/jobs/payment-refund';
import { findFinalJobEvent } from '@wordbook/sql/queries/job-runs';
import { listOrders, lockOrder, type TPaymentOrderRow } from '@wordbook/sql/queries/payment-orders';
import { findRefund, requestRefundOf } from '@wordbook/sql/queries/payment-refunds';
import type { Boss } from '@wordbook/sql/queue';
import { randomUUID } from 'node:crypto';
import { conflict } from '../extensions/domain-error.ts';
import { enqueueTracked, type TJobOutcome } from './jobs.ts';

/**
 * The first-purchase guarantee (document 3, §1, §6, §9.2): a full refund within 14 days of the
 * first payment, which returns the learner to Free. A later pass, or a refunded one, ends it.
 */

const DAY_MS = 86_400_000;
const day = (iso: string): string => iso.slice(0, 10);

type TEligibility = TRefundEligibility & { order: TPaymentOrderRow | null };

async function eligibility(db: DatabasePool, userId: string, now = Date.now()): Promise<TEligibility> {
  const paid = (await listOrders(db, { userId, limit: 200 })).filter((o) => o.paidAt).sort((a, b) => Date.parse(a.paidAt ?? '') - Date.parse(b.paidAt ?? ''));
  const first = paid[0];
  if (!first?.paidAt) {
    return { eligible: false, firstPurchaseDate: null, message: 'You have not bought a Pro pass yet.', refundableUntil: null, orderId: null, amountKRW: null, order: null };
  }
  const until = new Date(Date.parse(first.paidAt) + REFUND_WINDOW_DAYS * DAY_MS).toISOString();
  const base = { firstPurchaseDate: first.paidAt, refundableUntil: until, orderId: first.orderId, amountKRW: first.amountKrw, order: first };
  if (first.status === 'cancelled') {
    return { ...base, eligible: false, message: `Your first purchase was refunded on ${day(first.cancelledAt ?? first.updatedAt)}.` };
  }
  if (!first.trialApplied || now >= Date.parse(until)) {
    return { ...base, eligible: false, message: `The 14-day refund guarantee of your first purchase ended on ${day(until)}.` };
  }
  if (paid.length > 1) {
    return { ...base, eligible: false, message: 'You bought another pass after your first one, so the guarantee no longer applies here. Please contact support.' };
  }
  return { ...base, eligible: true, message: `Your first purchase can be fully refunded until ${day(until)}.` };
}

export async function refundEligibility(db: DatabasePool, userId: string): Promise<TRefundEligibility> {
  const { order: _order, ...answer } = await eligibility(db, userId);
  return answer;
}

/**
 * Asks for the refund of the first purchase: under the order's lock the request is recorded and
 * a payment-refund job is enqueued on the same transaction; the job cancels the payment with the
 * provider and returns the learner to Free (its result is this call's answer). A second request
 * while one is under way joins it; one the provider refused (or never answered) may be asked again.
 */
export async function requestRefund(db: DatabasePool, boss: Boss, userId: string, reason: string | undefined): Promise<TJobOutcome<TRefundResponse>> {
  const found = await eligibility(db, userId);
  const order = found.order;
  if (!found.eligible || !order?.paymentKey) throw conflict(found.eligible ? M.refundNotEligible : found.message);
  const jobId = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.orderId);
    if (locked?.status !== 'paid') return null;
    const under = await findRefund(tx, order.orderId);
    if (under?.status === 'requested' && !(await findFinalJobEvent(tx, under.jobId))) return under.jobId;
    const id = randomUUID();
    await requestRefundOf(tx, { orderId: order.orderId, userId, reason: reason?.trim() || null, jobId: id });
    return enqueueTracked(tx, boss, paymentRefundJob, { orderId: order.orderId, userId }, userId, { id });
  });
  // refunded meanwhile: say so as the eligibility does
  if (!jobId) throw conflict((await eligibility(db, userId)).message);
  return { jobId };
}
