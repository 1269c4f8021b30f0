import { z } from 'zod';
import { notFound } from '../../extensions/domain-error.ts';
import { SANDBOX_OUTCOMES, sandboxServed, sandboxWidgetPay } from '../../services/payment-sandbox.ts';
import { defineRoute } from '../define-route.ts';

/** What the sandbox checkout widget sends when the learner pays: the outcome to simulate (`decline: true` is the older spelling of 'decline'). */
export const postSandboxWidgetPay = defineRoute({
  method: 'POST',
  path: '/sandbox/toss/widget/pay',
  auth: 'public',
  payload: z.object({
    orderId: z.string().max(64),
    amount: z.number().int().min(1),
    orderName: z.string().max(200),
    decline: z.boolean().default(false),
    outcome: z.enum(SANDBOX_OUTCOMES).optional(),
  }),
  handler: async ({ env, db, payload }) => {
    if (!sandboxServed(env)) throw notFound();
    const { decline, outcome, ...order } = payload;
    return sandboxWidgetPay(db, { ...order, outcome: outcome ?? (decline ? 'decline' : 'approve') });
  },
});
