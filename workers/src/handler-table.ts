import type { z } from 'zod';
import type { JobHandler } from './job-handler.ts';
import { systemNoopHandler } from './jobs/system-noop.ts';
import { systemSelftestHandler } from './jobs/system-selftest.ts';
import { sendEmailHandler } from './jobs/send-email.ts';
import { purgeAccountsHandler } from './jobs/purge-accounts.ts';
import { billingExpiryHandler } from './jobs/billing-expiry.ts';
import { paymentPollingHandler } from './jobs/payment-polling.ts';
import { paymentRefundHandler } from './jobs/payment-refund.ts';
// AI for words
import { aiGenerateWordHandler } from './jobs/ai-generate-word.ts';
// level test
import { levelTestQuestionsHandler } from './jobs/level-test-questions.ts';
import { levelTestScoreHandler } from './jobs/level-test-score.ts';
import { levelTestWordbookHandler } from './jobs/level-test-wordbook.ts';
import { questionBankRefreshHandler } from './jobs/question-bank-refresh.ts';
// AI wordbook generator
import { aiGenerateWordbookHandler } from './jobs/ai-generate-wordbook.ts';
// study plans
import { studyPlanActivateHandler } from './jobs/study-plan-activate.ts';
import { studyPlanReminderHandler } from './jobs/study-plan-reminder.ts';
import { studyPlanRolloverHandler } from './jobs/study-plan-rollover.ts';

/** One handler per queue of core's allJobs. */
export const handlerTable: JobHandler<z.ZodTypeAny>[] = [systemSelftestHandler, systemNoopHandler, sendEmailHandler, purgeAccountsHandler, billingExpiryHandler, paymentPollingHandler, paymentRefundHandler,
  // AI for words
  aiGenerateWordHandler,
  // level test
  levelTestQuestionsHandler, levelTestScoreHandler, levelTestWordbookHandler, questionBankRefreshHandler,
  // AI wordbook generator
  aiGenerateWordbookHandler,
  // study plans
  studyPlanActivateHandler, studyPlanRolloverHandler, studyPlanReminderHandler,
];
