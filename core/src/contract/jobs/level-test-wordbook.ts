import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * The level wordbook draft of a finished test: 50 words from the bands just above the level,
 * each with a definition and (where WordNet has one) an example. Streams progress
 * {total, emitted} and the result ZGenerateLevelWordbookResult; the learner reviews and saves it.
 */
export const ZLevelTestWordbookPayload = z.object({
  testId: z.string().uuid(),
  userId: z.string().uuid(),
});
export type TLevelTestWordbookPayload = z.infer<typeof ZLevelTestWordbookPayload>;

/** Words in the level wordbook (document 2 §9: "an auto wordbook of 50 words"). */
export const LEVEL_WORDBOOK_SIZE = 50;

export const levelTestWordbookJob = defineJob({
  name: 'level-test-wordbook',
  payload: ZLevelTestWordbookPayload,
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 20,
});
