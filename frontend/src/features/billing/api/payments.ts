import { ZOrderSummary, type TOrderSummary } from '@wordbook/core/contract/payments';
import { api } from '../../../lib/api-client';

/** POST /api/payments/confirm {orderId, paymentKey, amount}: the server checks the amount against the order. */
export const confirmPayment = (body: { orderId: string; paymentKey: string; amount?: number }): Promise<TOrderSummary> =>
  api.post('/api/payments/confirm', body, ZOrderSummary);

/** GET /api/payments/orders/{orderId}/summary. */
export const getOrderSummary = (orderId: string, signal?: AbortSignal): Promise<TOrderSummary> =>
  api.get(`/api/payments/orders/${encodeURIComponent(orderId)}/summary`, ZOrderSummary, signal ? { signal } : {});
