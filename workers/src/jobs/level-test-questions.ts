import { levelTestQuestionsJob } from '@wordbook/core/contract/jobs/level-test-questions';
import type { TLevelTestQuestionsResult } from '@wordbook/core/contract/level-test';
import { ROUND_SIZE } from '@wordbook/core/rules/level-estimation';
import { levelTestMessages } from '@wordbook/core/rules/level-scale';
import { findLevelTest, findLevelTestRound, openLevelTestRound } from '@wordbook/sql/queries/level-tests';
import { publicQuestions } from '@wordbook/core/rules/level-test-items';
import { defineHandler, JobFailure } from '../job-handler.ts';
import { AlreadyDone, buildRound1 } from './level-test-items.ts';

/**
 * Writes round 1 of a level test. Idempotent: the result event is written with the questions,
 * the round must still be 'generating' under this job's id (checked under a row lock), and the
 * questions' primary key refuses a second set.
 */
export const levelTestQuestionsHandler = defineHandler({
  definition: levelTestQuestionsJob,
  streams: true,
  handle: async ({ jobId, payload, pool, progress, finish }) => {
    const { testId, userId, round } = payload;
    const test = await findLevelTest(pool, { userId, testId });
    if (!test || test.closedAt) throw new JobFailure(levelTestMessages.notFound);

    await progress({ total: ROUND_SIZE, emitted: 0 });
    const questions = await buildRound1(pool, new Set(), (built) => progress({ total: ROUND_SIZE, emitted: built }));
    if (questions.length < ROUND_SIZE) throw new JobFailure(levelTestMessages.loadFailed);
    const shown = publicQuestions(questions);

    try {
      await finish(async (tx): Promise<TLevelTestQuestionsResult> => {
        const current = await findLevelTestRound(tx, { userId, testId, round, forUpdate: true });
        if (current?.questionsJobId !== jobId) throw new JobFailure(levelTestMessages.roundNotOpen);
        if (current.status !== 'generating') throw new AlreadyDone();
        await openLevelTestRound(tx, { userId, testId, round, questions, publicQuestionsJson: JSON.stringify(shown) });
        return { questions: shown, test_id: testId, round, reused: false };
      });
    } catch (error) {
      if (!(error instanceof AlreadyDone)) throw error;
    }
  },
});
