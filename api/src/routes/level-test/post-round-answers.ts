import type { ServerRoute } from '@hapi/hapi';
import { ZLevelTestStreamQuery, ZSubmitRoundParams, ZSubmitRoundRequest, type TSubmitRoundRequest } from '@wordbook/core/contract/level-test';
import { respondWith, submitRound } from '../../services/level-tests.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/test-lt/round1/answers, /round2/answers, /round3/answers[?stream=1]
 * {test_id, answers: (option index | -1 "I don't know" | null skipped)[]}: the next round's
 * questions {questions, test_id, round, reused: false}, or {finalLevel, …} when the test ends
 * (round 2 may end it, round 3 always does). Same stream protocol as start.
 */
export const postLevelTestRoundAnswers: ServerRoute = {
  method: 'POST',
  path: '/api/test-lt/round{round}/answers',
  options: {
    validate: {
      params: zodValidator(ZSubmitRoundParams),
      payload: zodValidator(ZSubmitRoundRequest),
      query: zodValidator(ZLevelTestStreamQuery),
    },
  },
  handler: async (request, h) => {
    const { round } = request.params as unknown as { round: number };
    const outcome = await submitRound(request, round, request.payload as TSubmitRoundRequest);
    return respondWith(request, h, outcome, (request.query as { stream?: string }).stream === '1');
  },
};
