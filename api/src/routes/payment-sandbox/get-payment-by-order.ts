import { z } from 'zod';
import { notFound } from '../../extensions/domain-error.ts';
import { sandboxFindByOrder, sandboxServed } from '../../services/payment-sandbox.ts';
import { defineRoute } from '../define-route.ts';

/** The sandbox's GET /v1/payments/orders/{orderId}: the payment made for an order. */
export const getSandboxPaymentByOrder = defineRoute({
  method: 'GET',
  path: '/sandbox/toss/v1/payments/orders/{orderId}',
  auth: 'public',
  params: z.object({ orderId: z.string().max(64) }),
  handler: async ({ env, db, params, h }) => {
    if (!sandboxServed(env)) throw notFound();
    const answer = await sandboxFindByOrder(db, params.orderId);
    return h.response(answer.body).code(answer.statusCode);
  },
});
