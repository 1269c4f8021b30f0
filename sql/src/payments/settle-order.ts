import { TRIAL_BONUS_DAYS, type TPlanCode } from '@wordbook/core/rules/pricing';
import { servicePeriod } from '@wordbook/core/rules/service-period';
import { todayIn } from '@wordbook/core/rules/study-plan-rules';
import type { CommonQueryMethods, DatabasePool } from '../pool.ts';
import { insertPlanLog, lockUserPlan } from '../queries/billing.ts';
import { lockOrder, markOrderPaid, setOrderStatus, type TPaymentOrderRow } from '../queries/payment-orders.ts';
import { sql } from '../sql-tag.ts';
import type { TossPaymentsClient, TTossResult } from './toss-payments.ts';

/**
 * Settles an order from the provider's answer, under the order's row lock: a paid order makes the
 * learner Pro until the pass's end (extending a running pass) and writes one plan log. Settling an
 * order twice changes nothing the second time, which is what makes confirm, polling and retries safe.
 */
export async function settleOrder(db: DatabasePool, orderId: string, result: TTossResult, provider: TossPaymentsClient): Promise<TPaymentOrderRow | null> {
  // the provider says it already took this payment: its lookup tells how it ended
  const answer = !result.ok && result.code === 'ALREADY_PROCESSED_PAYMENT' ? await provider.findByOrderId(orderId) : result;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'paid' || order.status === 'cancelled') return order;
    if (answer.ok && answer.payment.status === 'DONE' && answer.payment.totalAmount === order.amountKrw) {
      return grantPro(tx, order, answer.payment.paymentKey, answer.payment.approvedAt ?? new Date().toISOString());
    }
    if (!answer.ok && (answer.status === 0 || answer.status >= 500)) return order; // no answer: the polling job asks again
    const code = answer.ok ? 'PAYMENT_NOT_DONE' : answer.code;
    const message = answer.ok ? `The payment is ${answer.payment.status}.` : answer.message;
    return setOrderStatus(tx, { orderId, status: 'failed', failureCode: code, failureMessage: message });
  });
}

async function grantPro(tx: CommonQueryMethods, order: TPaymentOrderRow, paymentKey: string, paidAt: string) {
  const user = await lockUserPlan(tx, order.userId);
  // the pass starts on the learner's calendar day
  const today = todayIn(user.timeZone ?? 'UTC');
  const period = servicePeriod(order.planCode as TPlanCode, today, user.plan === 'pro' ? user.proExpiresOn : null);
  await tx.query(sql.typeAlias('void')`
    update users set plan = 'pro', pro_expires_on = ${period.endsOn}, updated_at = now() where id = ${order.userId}`);
  const paid = await markOrderPaid(tx, {
    orderId: order.orderId, paymentKey, paidAt, trialApplied: order.trialEligible, trialBonusDays: order.trialEligible ? TRIAL_BONUS_DAYS : 0,
    startsOn: period.startsOn, endsOn: period.endsOn,
  });
  await insertPlanLog(tx, {
    userId: order.userId, plan: 'pro', reason: 'purchase', sourceLabel: `Pro ${order.months} Months Pass`, priceKrw: order.amountKrw,
    startDate: period.startsOn, endDate: period.endsOn, orderId: order.orderId,
  });
  return paid;
}
