import type { JobDefinition } from './define-job.ts';
import { systemNoopJob } from './system-noop.ts';
import { systemSelftestJob } from './system-selftest.ts';
import { sendEmailJob } from './send-email.ts';
import { purgeAccountsJob } from './purge-accounts.ts';
import { billingExpiryJob } from './billing-expiry.ts';
import { paymentPollingJob } from './payment-polling.ts';
import { paymentRefundJob } from './payment-refund.ts';
// AI for words
import { aiGenerateWordJob } from './ai-generate-word.ts';
// level test
import { levelTestQuestionsJob } from './level-test-questions.ts';
import { levelTestScoreJob } from './level-test-score.ts';
import { levelTestWordbookJob } from './level-test-wordbook.ts';
import { questionBankRefreshJob } from './question-bank-refresh.ts';
// AI wordbook generator
import { aiGenerateWordbookJob } from './ai-generate-wordbook.ts';
// study plans
import { studyPlanActivateJob } from './study-plan-activate.ts';
import { studyPlanReminderJob } from './study-plan-reminder.ts';
import { studyPlanRolloverJob } from './study-plan-rollover.ts';

/** Every queue the product has; `npm run workers` serves these (or those matching --queues). */
export const allJobs: JobDefinition[] = [systemSelftestJob, systemNoopJob, sendEmailJob, purgeAccountsJob, billingExpiryJob, paymentPollingJob, paymentRefundJob,
  // AI for words
  aiGenerateWordJob,
  // level test
  levelTestQuestionsJob, levelTestScoreJob, levelTestWordbookJob, questionBankRefreshJob,
  // AI wordbook generator
  aiGenerateWordbookJob,
  // study plans
  studyPlanActivateJob, studyPlanRolloverJob, studyPlanReminderJob,
];
