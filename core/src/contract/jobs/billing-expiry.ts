import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** Expires unpaid orders past their 30 minutes and returns learners whose Pro pass ended to Free. */
export const ZBillingExpiryPayload = z.object({}).passthrough();

export const billingExpiryJob = defineJob({
  name: 'billing-expiry',
  payload: ZBillingExpiryPayload,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  interactive: false,
});

/** Every minute (pg-boss cron, scheduled by the workers): an order's expiry shows within a minute of its time. */
export const BILLING_EXPIRY_CRON = '* * * * *';
