import { levelTestScoreJob } from '@wordbook/core/contract/jobs/level-test-score';
import { levelTestWordbookJob } from '@wordbook/core/contract/jobs/level-test-wordbook';
import type { TLevelTestStepResult } from '@wordbook/core/contract/level-test';
import { ROUND_SIZE, scoreThroughRound } from '@wordbook/core/rules/level-estimation';
import { levelTestFinalResult, levelTestMessages } from '@wordbook/core/rules/level-scale';
import { insertJobRun } from '@wordbook/sql/queries/job-runs';
import {
  findLevelTest,
  findLevelTestRound,
  finishLevelTest,
  insertLevelTestRound,
  listLevelTestQuestions,
  markRoundScored,
  openLevelTestRound,
} from '@wordbook/sql/queries/level-tests';
import { findUserById } from '@wordbook/sql/queries/users';
import { sendJob, sendOnlyBoss } from '@wordbook/sql/queue';
import { randomUUID } from 'node:crypto';
import { publicQuestions } from '@wordbook/core/rules/level-test-items';
import { defineHandler, JobFailure } from '../job-handler.ts';
import { AlreadyDone, buildAdaptiveRound } from './level-test-items.ts';

/**
 * Scores a submitted round: the posterior over every answer so far (docs/level-test.md), then
 * either the next round's questions (the most informative words at the estimate) or the end of
 * the test (final level, users.level, and the level wordbook job, enqueued in the same
 * transaction). Idempotent: the round must still be 'submitted' under this job's id (checked
 * under a row lock), the next round's primary key refuses a second one, and the result event
 * is written with the effect.
 */
export const levelTestScoreHandler = defineHandler({
  definition: levelTestScoreJob,
  streams: true,
  handle: async ({ jobId, payload, pool, progress, finish }) => {
    const { testId, userId, round } = payload;
    const [test, user] = await Promise.all([findLevelTest(pool, { userId, testId }), findUserById(pool, userId)]);
    if (!test || !user || test.closedAt) throw new JobFailure(levelTestMessages.notFound);

    const asked = await listLevelTestQuestions(pool, { userId, testId });
    const { posterior, estimate, final, questionsAnswered } = scoreThroughRound(asked, round);

    // the round this job may score: still submitted, under this job's id
    const claimRound = async (tx: Parameters<Parameters<typeof finish>[0]>[0]) => {
      const row = await findLevelTestRound(tx, { userId, testId, round, forUpdate: true });
      if (row?.scoreJobId !== jobId) throw new JobFailure(levelTestMessages.roundNotOpen);
      if (row.status !== 'submitted') throw new AlreadyDone();
      await markRoundScored(tx, { userId, testId, round, estimate });
    };

    try {
      if (final) {
        await progress({ total: 1, emitted: 1 });
        await finish(async (tx): Promise<TLevelTestStepResult> => {
          await claimRound(tx);
          const wordbookJobId = randomUUID();
          const finishedAt = await finishLevelTest(tx, { userId, testId, finalLevel: estimate.level, finalSize: estimate.size, wordbookJobId });
          // the level wordbook is asked for with the finish: it exists exactly when the test is finished
          await insertJobRun(tx, { id: wordbookJobId, queue: levelTestWordbookJob.name, userId });
          await sendJob(sendOnlyBoss(pool), tx, levelTestWordbookJob, { testId, userId }, { id: wordbookJobId });
          return levelTestFinalResult({
            testId,
            finalLevel: estimate.level,
            finalSize: estimate.size,
            questionsAnswered,
            finishedAt,
            plan: user.plan,
          });
        });
        return;
      }

      await progress({ total: ROUND_SIZE, emitted: 0 });
      const used = new Set(asked.map((q) => q.word));
      const next = await buildAdaptiveRound(pool, posterior, used, (built) => progress({ total: ROUND_SIZE, emitted: built }));
      if (next.length < ROUND_SIZE) throw new JobFailure(levelTestMessages.loadFailed);
      const shown = publicQuestions(next);
      await finish(async (tx): Promise<TLevelTestStepResult> => {
        await claimRound(tx);
        await insertLevelTestRound(tx, { userId, testId, round: round + 1, status: 'generating', questionsJobId: jobId });
        await openLevelTestRound(tx, { userId, testId, round: round + 1, questions: next, publicQuestionsJson: JSON.stringify(shown) });
        return { questions: shown, test_id: testId, round: round + 1, reused: false };
      });
    } catch (error) {
      if (!(error instanceof AlreadyDone)) throw error;
    }
  },
});
