import { z } from 'zod';
import { notFound } from '../../extensions/domain-error.ts';
import { sandboxCancel, sandboxServed } from '../../services/payment-sandbox.ts';
import { defineRoute } from '../define-route.ts';

/** The sandbox's POST /v1/payments/{paymentKey}/cancel {cancelReason} with an Idempotency-Key. */
export const postSandboxCancel = defineRoute({
  method: 'POST',
  path: '/sandbox/toss/v1/payments/{paymentKey}/cancel',
  auth: 'public',
  params: z.object({ paymentKey: z.string().max(200) }),
  payload: z.object({ cancelReason: z.string().max(200) }),
  handler: async ({ env, db, params, request, h }) => {
    if (!sandboxServed(env)) throw notFound();
    const key = request.headers['idempotency-key'];
    const answer = await sandboxCancel(db, typeof key === 'string' ? key.slice(0, 300) : null, params.paymentKey);
    return h.response(answer.body).code(answer.statusCode);
  },
});
