import { paymentMessages, ZCreateOrderResponse, ZOrderBlockFields, type TCreateOrderResponse } from '@wordbook/core/contract/payments';
import type { z } from 'zod';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export type TOrderBlock = z.infer<typeof ZOrderBlockFields>;

/** What the checkout shows: the order, a purchase the 12-month rule blocks, or why the order failed. */
export type TOrderOutcome = { kind: 'order'; order: TCreateOrderResponse } | { kind: 'blocked'; block: TOrderBlock } | { kind: 'error'; message: string };

/** POST /api/payments/orders {plan, timezone}: a refused order still answers the block fields (§7.4). */
export async function createOrder(plan: string, signal?: AbortSignal): Promise<TOrderOutcome> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    const order = await api.post('/api/payments/orders', { plan, timezone }, ZCreateOrderResponse, signal ? { signal } : {});
    return { kind: 'order', order };
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    const block = ZOrderBlockFields.safeParse(failure.body);
    if (block.success && !block.data.allowedToBuyNow) return { kind: 'blocked', block: block.data };
    if (failure.status === 0) return { kind: 'error', message: NETWORK_ERROR_MESSAGE };
    return { kind: 'error', message: failure.status < 500 && failure.message ? failure.message : paymentMessages.unableToCreate };
  }
}
