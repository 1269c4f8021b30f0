import { ZCreateOrderRequest, type TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { createOrder } from '../../services/payment-orders.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/payments/orders {plan} → the order of §3.4, priced in whole KRW at the current rate.
 * A pass that would end past 12 months answers 409 SERVICE_PERIOD_EXCEEDS_12M with the block fields.
 */
export const postPaymentOrder = defineRoute({
  method: 'POST',
  path: '/api/payments/orders',
  payload: ZCreateOrderRequest,
  handler: ({ db, env, user, payload }): Promise<TCreateOrderResponse> => createOrder(db, env, user, payload),
});
