import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Writes round 1 of a level test: one word from each stratum of the frequency scale, each with
 * four meanings (its first WordNet gloss and three glosses of words of similar frequency).
 * Streams progress {total, emitted} and the result ZLevelTestQuestionsResult. Rounds 2 and 3 are
 * written by the previous round's level-test-score job, which knows the estimate.
 */
export const ZLevelTestQuestionsPayload = z.object({
  testId: z.string().uuid(),
  userId: z.string().uuid(),
  round: z.literal(1),
});
export type TLevelTestQuestionsPayload = z.infer<typeof ZLevelTestQuestionsPayload>;

export const levelTestQuestionsJob = defineJob({
  name: 'level-test-questions',
  payload: ZLevelTestQuestionsPayload,
  retryLimit: 3,
  retryDelaySeconds: 1,
  // a learner waits: a crashed worker's job is retried within seconds
  expireInSeconds: 15,
});
