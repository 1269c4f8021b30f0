import { z } from 'zod';
import { notFound } from '../../extensions/domain-error.ts';
import { sandboxConfirm, sandboxServed } from '../../services/payment-sandbox.ts';
import { defineRoute } from '../define-route.ts';

/** The sandbox's POST /v1/payments/confirm {paymentKey, orderId, amount} with an Idempotency-Key. */
export const postSandboxConfirm = defineRoute({
  method: 'POST',
  path: '/sandbox/toss/v1/payments/confirm',
  auth: 'public',
  payload: z.object({ paymentKey: z.string().max(200), orderId: z.string().max(64), amount: z.number().int() }),
  handler: async ({ env, db, payload, request, h }) => {
    if (!sandboxServed(env)) throw notFound();
    const key = request.headers['idempotency-key'];
    const answer = await sandboxConfirm(db, typeof key === 'string' ? key.slice(0, 300) : null, payload);
    return h.response(answer.body).code(answer.statusCode);
  },
});
