import { ZRefundRequest } from '@wordbook/core/contract/billing';
import { respondToJob } from '../../plugins/job-responses.ts';
import { requestRefund } from '../../services/payment-refunds.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/payments/refund {reason?}: the first purchase refunded within 14 days. The request is
 * recorded and the payment-refund job cancels the payment and returns the learner to Free; the
 * answer {ok, orderId, status: 'cancelled', message} comes when it is done.
 */
export const postPaymentRefund = defineRoute({
  method: 'POST',
  path: '/api/payments/refund',
  payload: ZRefundRequest,
  handler: async (context) => respondToJob(context, await requestRefund(context.db, context.boss, context.user.id, context.payload.reason), false),
});
