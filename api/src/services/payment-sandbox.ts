import type { DatabasePool } from '@wordbook/sql/pool';
import {
  claimIdempotencyKey,
  insertSandboxPayment,
  lockSandboxPayment,
  sandboxConfirmDelay,
  setSandboxPaymentStatus,
  storeIdempotentAnswer,
  type TSandboxPaymentRow,
} from '@wordbook/sql/queries/payment-sandbox';
import type { TServerEnv } from '@wordbook/sql/server-env';
import { randomBytes } from 'node:crypto';

/**
 * The embedded payment sandbox: answers Toss Payments' v1 paths and error codes so the adapter
 * is exercised end to end without a contract. Served only outside production and without Toss keys.
 */
export const sandboxServed = (env: TServerEnv): boolean => env.NODE_ENV !== 'production' && !env.TOSS_SECRET_KEY;

export type TSandboxAnswer = { statusCode: number; body: Record<string, unknown> };

const paymentBody = (p: TSandboxPaymentRow) => ({
  paymentKey: p.paymentKey, orderId: p.orderId, orderName: p.orderName, status: p.status, totalAmount: p.amount, approvedAt: p.approvedAt, method: p.method,
});
const error = (statusCode: number, code: string, message: string): TSandboxAnswer => ({ statusCode, body: { code, message } });

/** What the widget can make happen: approve, decline (the card ending 0000), a slow confirm, or a payment already processed. */
export const SANDBOX_OUTCOMES = ['approve', 'decline', 'delay', 'already_processed'] as const;
export type TSandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
/** How long a 'delay' payment's confirm takes to answer. */
export const SANDBOX_CONFIRM_DELAY_MS = 5000;

/** What the widget does when the learner pays: a READY payment, a declined one, a slow one or one the provider already took. */
export async function sandboxWidgetPay(db: DatabasePool, args: { orderId: string; amount: number; orderName: string; outcome: TSandboxOutcome }) {
  const paymentKey = `sbx_${randomBytes(16).toString('hex')}`;
  const status = args.outcome === 'decline' ? 'ABORTED' : args.outcome === 'already_processed' ? 'DONE' : 'READY';
  const confirmDelayMs = args.outcome === 'delay' ? SANDBOX_CONFIRM_DELAY_MS : 0;
  return insertSandboxPayment(db, { paymentKey, orderId: args.orderId, amount: args.amount, orderName: args.orderName, status, confirmDelayMs });
}

/** POST /v1/payments/confirm: the same Idempotency-Key always gets the same answer. */
export async function sandboxConfirm(db: DatabasePool, key: string | null, body: { paymentKey: string; orderId: string; amount: number }): Promise<TSandboxAnswer> {
  // a slow provider: the answer comes after the payment's delay (no lock is held meanwhile)
  const delay = await sandboxConfirmDelay(db, body.paymentKey);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return db.transaction(async (tx) => {
    const stored = key ? await claimIdempotencyKey(tx, key) : null;
    if (stored) return stored;
    const payment = await lockSandboxPayment(tx, { paymentKey: body.paymentKey });
    let answer: TSandboxAnswer;
    if (!payment || payment.orderId !== body.orderId) answer = error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    else if (payment.amount !== body.amount) answer = error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    else if (payment.status === 'ABORTED') answer = error(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    else if (payment.status !== 'READY') answer = error(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    else answer = { statusCode: 200, body: paymentBody(await setSandboxPaymentStatus(tx, { paymentKey: payment.paymentKey, status: 'DONE' })) };
    if (key) await storeIdempotentAnswer(tx, { key, ...answer });
    return answer;
  });
}

/** GET /v1/payments/orders/{orderId}. */
export async function sandboxFindByOrder(db: DatabasePool, orderId: string): Promise<TSandboxAnswer> {
  const payment = await db.transaction((tx) => lockSandboxPayment(tx, { orderId }));
  return payment ? { statusCode: 200, body: paymentBody(payment) } : error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
}

/** POST /v1/payments/{paymentKey}/cancel. */
export function sandboxCancel(db: DatabasePool, key: string | null, paymentKey: string): Promise<TSandboxAnswer> {
  return db.transaction(async (tx) => {
    const stored = key ? await claimIdempotencyKey(tx, key) : null;
    if (stored) return stored;
    const payment = await lockSandboxPayment(tx, { paymentKey });
    let answer: TSandboxAnswer;
    if (!payment) answer = error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    else if (payment.status === 'CANCELED') answer = error(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    else if (payment.status !== 'DONE') answer = error(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    else answer = { statusCode: 200, body: paymentBody(await setSandboxPaymentStatus(tx, { paymentKey, status: 'CANCELED' })) };
    if (key) await storeIdempotentAnswer(tx, { key, ...answer });
    return answer;
  });
}
