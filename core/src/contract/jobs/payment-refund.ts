import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * A learner's refund request carried out: the provider cancels the order's payment, then the
 * order is cancelled and the learner returns to Free. Its result is ZRefundResponse; the
 * refund request (POST /api/payments/refund) waits for it.
 */
export const ZPaymentRefundPayload = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  userId: z.string().uuid(),
});
export type TPaymentRefundPayload = z.infer<typeof ZPaymentRefundPayload>;

export const paymentRefundJob = defineJob({
  name: 'payment-refund',
  payload: ZPaymentRefundPayload,
  // a provider that does not answer (three calls of 10 s at most) is asked again
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 90,
  // the learner waits for the answer
  interactive: true,
});
