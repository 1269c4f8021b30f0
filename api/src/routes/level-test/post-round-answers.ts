import { ZLevelTestStreamQuery, ZSubmitRoundParams, ZSubmitRoundRequest } from '@wordbook/core/contract/level-test';
import { respondToJob } from '../../plugins/job-responses.ts';
import { submitRound } from '../../services/level-tests.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/test-lt/round1/answers, /round2/answers, /round3/answers[?stream=1]
 * {test_id, answers: (option index | -1 "I don't know" | null skipped)[]}: the next round's
 * questions {questions, test_id, round, reused: false}, or {finalLevel, …} when the test ends
 * (round 2 may end it, round 3 always does). Same stream protocol as start.
 */
export const postLevelTestRoundAnswers = defineRoute({
  method: 'POST',
  path: '/api/test-lt/round{round}/answers',
  params: ZSubmitRoundParams,
  payload: ZSubmitRoundRequest,
  query: ZLevelTestStreamQuery,
  handler: async (context) =>
    respondToJob(context, await submitRound(context, context.params.round, context.payload), context.query.stream === '1'),
});
