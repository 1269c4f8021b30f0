import { billingMessages as M, refundDoneMessage, type TRefundResponse } from '@wordbook/core/contract/billing';
import { paymentRefundJob } from '@wordbook/core/contract/jobs/payment-refund';
import { paymentProviderFor } from '@wordbook/sql/payments/payment-provider';
import { applyRefund, cancelRefundedPayment } from '@wordbook/sql/payments/refund-order';
import { serverEnv } from '@wordbook/sql/server-env';
import { defineHandler, JobFailure } from '../job-handler.ts';

/**
 * A refund request: the provider cancels the payment (the order's refund Idempotency-Key, so a
 * retry is answered, never charged back twice), then the order is cancelled, the learner is Free
 * and one plan log is written, with the result in the same transaction. A refund delivered again
 * finds it done and changes nothing; a provider that did not answer is asked again on retry.
 */
export const paymentRefundHandler = defineHandler({
  definition: paymentRefundJob,
  streams: true,
  handle: async ({ pool, payload, finish, log }) => {
    const step = await cancelRefundedPayment(pool, paymentProviderFor(serverEnv()), payload.orderId);
    if (step.kind === 'no-answer') throw new Error(`the payment provider did not answer the cancel (${step.code})`);
    if (step.kind === 'refused') {
      log.warn({ orderId: payload.orderId, code: step.code }, 'refund refused by the provider');
      throw new JobFailure(M.refundFailed);
    }
    await finish(async (tx): Promise<TRefundResponse> => {
      await applyRefund(tx, payload.orderId);
      return { ok: true, orderId: payload.orderId, status: 'cancelled', message: refundDoneMessage };
    });
  },
});
