import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Fills the level test's question bank (level_test_items): a question for every word of the
 * test's scale that has none, and a new one (new distractors) for every question older than
 * QUESTION_BANK_MAX_AGE_DAYS. The database's preparation asks for it while the bank is empty
 * (ops/src/prepare-database.ts); the cron keeps it fresh.
 */
export const ZQuestionBankRefreshPayload = z.object({}).passthrough();

export const questionBankRefreshJob = defineJob({
  name: 'question-bank-refresh',
  payload: ZQuestionBankRefreshPayload,
  retryLimit: 2,
  retryDelaySeconds: 60,
  // a first fill tries about 8 500 words (10–25 s on two cores)
  expireInSeconds: 1_800,
  interactive: false,
});

/** Once a day at 04:41 UTC (pg-boss cron, scheduled by the workers). */
export const QUESTION_BANK_REFRESH_CRON = '41 4 * * *';

/** A question is rebuilt (its distractors picked anew) once it is this old. */
export const QUESTION_BANK_MAX_AGE_DAYS = 14;
