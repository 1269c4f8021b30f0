import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** Asks the payment provider about orders left unsettled or pending, and settles them. */
export const ZPaymentPollingPayload = z.object({}).passthrough();

export const paymentPollingJob = defineJob({
  name: 'payment-polling',
  payload: ZPaymentPollingPayload,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  interactive: false,
});

/** Every minute (pg-boss cron, scheduled by the workers). */
export const PAYMENT_POLLING_CRON = '* * * * *';
