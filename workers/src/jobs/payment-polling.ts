import { PAYMENT_POLLING_CRON, paymentPollingJob } from '@wordbook/core/contract/jobs/payment-polling';
import { paymentProviderFor } from '@wordbook/sql/payments/payment-provider';
import { runPaymentPolling } from '@wordbook/sql/payments/payment-polling';
import { serverEnv } from '@wordbook/sql/server-env';
import { defineHandler } from '../job-handler.ts';

/** Settles orders a confirm left unsettled and pending orders paid in the widget; idempotent by the order's lock. */
export const paymentPollingHandler = defineHandler({
  definition: paymentPollingJob,
  streams: false,
  cron: PAYMENT_POLLING_CRON,
  handle: async ({ pool, log }) => {
    const done = await runPaymentPolling(pool, paymentProviderFor(serverEnv()));
    if (done.checked) log.info(done, 'payment polling');
  },
});
