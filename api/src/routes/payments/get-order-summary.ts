import type { TOrderSummary } from '@wordbook/core/contract/payments';
import { z } from 'zod';
import { requireOrder, toOrderSummary } from '../../services/payment-orders.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/payments/orders/{orderId}/summary → status, amountKRW, months, paidAt, trialApplied, trialBonusDays. */
export const getPaymentOrderSummary = defineRoute({
  method: 'GET',
  path: '/api/payments/orders/{orderId}/summary',
  params: z.object({ orderId: z.string().max(64) }),
  handler: async ({ db, user, params }): Promise<TOrderSummary> => toOrderSummary(await requireOrder(db, user.id, params.orderId)),
});
