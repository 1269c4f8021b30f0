import type { ServerRoute } from '@hapi/hapi';
import type { TNextQuestionResponse } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { nextQuestion } from '../../services/practice/session-runner.ts';

/**
 * GET /api/practice/session/{sessionId}/next → {done, question, answer: null, itemId, wordbookId,
 * chunkSize, progressDone, progressTotal, showProgress, mode, status}; 409 when cancelled or paused.
 */
export const getPracticeNext: ServerRoute = {
  method: 'GET',
  path: '/api/practice/session/{sessionId}/next',
  handler: async (request): Promise<TNextQuestionResponse> => nextQuestion(request.server.app.pool, practiceLearner(request), (request.params as { sessionId: string }).sessionId),
};
