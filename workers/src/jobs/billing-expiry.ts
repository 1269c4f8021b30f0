import { BILLING_EXPIRY_CRON, billingExpiryJob } from '@wordbook/core/contract/jobs/billing-expiry';
import { runBillingExpiry } from '@wordbook/sql/payments/billing-expiry';
import { defineHandler } from '../job-handler.ts';

/** Expires unpaid orders and ended Pro passes every minute; idempotent by its where-clauses. */
export const billingExpiryHandler = defineHandler({
  definition: billingExpiryJob,
  streams: false,
  cron: BILLING_EXPIRY_CRON,
  handle: async ({ pool, log }) => {
    const done = await runBillingExpiry(pool);
    if (done.expiredOrders || done.returnedToFree) log.info(done, 'billing expiry');
  },
});
