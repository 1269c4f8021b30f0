import type { JobDefinition } from './define-job.ts';
import { systemNoopJob } from './system-noop.ts';
import { systemSelftestJob } from './system-selftest.ts';
import { sendEmailJob } from './send-email.ts';
import { purgeAccountsJob } from './purge-accounts.ts';
// AI for words (issue 4)
import { aiGenerateWordJob } from './ai-generate-word.ts';
// level test (issue 6)
import { levelTestQuestionsJob } from './level-test-questions.ts';
import { levelTestScoreJob } from './level-test-score.ts';
import { levelTestWordbookJob } from './level-test-wordbook.ts';
// AI wordbook generator (issue 6)
import { aiGenerateWordbookJob } from './ai-generate-wordbook.ts';

/** Every queue the product has; `npm run workers` serves these (or those matching --queues). */
export const allJobs: JobDefinition[] = [systemSelftestJob, systemNoopJob, sendEmailJob, purgeAccountsJob,
  // AI for words (issue 4)
  aiGenerateWordJob,
  // level test (issue 6)
  levelTestQuestionsJob, levelTestScoreJob, levelTestWordbookJob,
  // AI wordbook generator (issue 6)
  aiGenerateWordbookJob,
];
