import { purgeAccountsJob, PURGE_ACCOUNTS_CRON } from '@wordbook/core/contract/jobs/purge-accounts';
import { ACCOUNT_PURGE_AFTER_MONTHS } from '@wordbook/core/rules/account-rules';
import { purgeWithdrawnAccounts } from '@wordbook/sql/queries/account';
import { deleteExpiredRateLimits } from '@wordbook/sql/queries/rate-limits';
import { defineHandler } from '../job-handler.ts';

/**
 * Deletes accounts withdrawn 3 months ago or more (their rows cascade), and old rate-limit
 * windows. Idempotent by nature: a repeat finds nothing left to delete.
 */
export const purgeAccountsHandler = defineHandler({
  definition: purgeAccountsJob,
  streams: false,
  cron: PURGE_ACCOUNTS_CRON,
  handle: async ({ pool, log }) => {
    const purged = await purgeWithdrawnAccounts(pool, ACCOUNT_PURGE_AFTER_MONTHS);
    await deleteExpiredRateLimits(pool);
    log.info({ purged }, 'withdrawn accounts purged');
  },
});
