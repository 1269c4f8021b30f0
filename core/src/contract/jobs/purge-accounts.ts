import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** Deletes accounts withdrawn more than 3 months ago (and, by cascade, everything they own). */
export const ZPurgeAccountsPayload = z.object({}).passthrough();

export const purgeAccountsJob = defineJob({
  name: 'purge-accounts',
  payload: ZPurgeAccountsPayload,
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  interactive: false,
});

/** Once a day at 03:17 UTC (pg-boss cron, scheduled by the workers). */
export const PURGE_ACCOUNTS_CRON = '17 3 * * *';
