import { ZConfirmRequest, type TOrderSummary } from '@wordbook/core/contract/payments';
import { confirmPayment } from '../../services/payment-confirm.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/payments/confirm {orderId, paymentKey, amount} → the order summary; a refused payment answers its message. */
export const postPaymentConfirm = defineRoute({
  method: 'POST',
  path: '/api/payments/confirm',
  payload: ZConfirmRequest,
  handler: ({ db, env, user, payload }): Promise<TOrderSummary> => confirmPayment(db, env, user.id, payload),
});
