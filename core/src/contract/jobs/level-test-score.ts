import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Scores a submitted round, updates the ability estimate and decides: the next round's questions
 * (the most informative words at the estimate), or the end of the test (final level, users.level,
 * and the level-test-wordbook job). Streams progress {total, emitted} and the result
 * ZLevelTestStepResult.
 */
export const ZLevelTestScorePayload = z.object({
  testId: z.string().uuid(),
  userId: z.string().uuid(),
  round: z.number().int().min(1).max(3),
});
export type TLevelTestScorePayload = z.infer<typeof ZLevelTestScorePayload>;

export const levelTestScoreJob = defineJob({
  name: 'level-test-score',
  payload: ZLevelTestScorePayload,
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 15,
});
