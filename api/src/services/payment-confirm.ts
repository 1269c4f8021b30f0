import { paymentMessages as M, type TOrderSummary } from '@wordbook/core/contract/payments';
import type { DatabasePool } from '@wordbook/sql/pool';
import { settleOrder } from '@wordbook/sql/payments/settle-order';
import { paymentProviderFor } from '@wordbook/sql/payments/payment-provider';
import type { TossPaymentsClient } from '@wordbook/sql/payments/toss-payments';
import { lockOrder, setOrderStatus } from '@wordbook/sql/queries/payment-orders';
import type { TServerEnv } from '@wordbook/sql/server-env';
import { badRequest, conflict, DomainError } from '../extensions/domain-error.ts';
import { requireOrder, toOrderSummary } from './payment-orders.ts';

/** The provider: Toss Payments with its keys, else the embedded sandbox on this server. */
export const paymentProvider = (env: TServerEnv): TossPaymentsClient => paymentProviderFor(env);

/**
 * Confirms a payment the provider's widget approved. The amount is checked against the order before
 * the provider is asked; every confirm of an order sends the order's one Idempotency-Key, so two
 * concurrent confirms charge once, and settlement under the order's lock extends Pro once.
 */
export async function confirmPayment(
  db: DatabasePool,
  env: TServerEnv,
  userId: string,
  input: { orderId: string; paymentKey: string; amount?: number },
): Promise<TOrderSummary> {
  const owned = await requireOrder(db, userId, input.orderId);
  if (input.amount !== undefined && input.amount !== owned.amountKrw) throw badRequest(M.amountMismatch, 'amount');
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, input.orderId);
    if (locked?.status !== 'pending') return locked;
    if (Date.parse(locked.expireAt) <= Date.now()) return setOrderStatus(tx, { orderId: locked.orderId, status: 'expired' });
    return setOrderStatus(tx, { orderId: locked.orderId, status: 'processing', paymentKey: input.paymentKey });
  });
  if (!order || order.status === 'paid') return toOrderSummary(order ?? owned);
  if (order.status === 'expired') throw conflict(M.orderExpired);
  if (order.status !== 'processing') throw conflict(M.orderNotPayable);
  if (order.paymentKey !== input.paymentKey) throw badRequest(M.confirmFailed, 'paymentKey');
  const provider = paymentProvider(env);
  const result = await provider.confirm({ paymentKey: input.paymentKey, orderId: order.orderId, amount: order.amountKrw, idempotencyKey: order.idempotencyKey });
  const settled = (await settleOrder(db, order.orderId, result, provider)) ?? order;
  if (settled.status === 'failed') throw new DomainError(402, settled.failureMessage ?? M.confirmFailed, { code: settled.failureCode ?? undefined });
  return toOrderSummary(settled);
}
