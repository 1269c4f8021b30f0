import type { ServerRoute } from '@hapi/hapi';
import { ZAnswerRequest, type TAnswerRequest, type TAnswerResponse } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { answerQuestion } from '../../services/practice/session-runner.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/practice/session/{sessionId}/answer {itemId, userResponse, isCorrect (ignored)}
 * → {progressDone, progressTotal, chunkBreakDue, isCorrect, answer, correctAnswer, userResponse,
 * itemMastered, done}. The server grades.
 */
export const postPracticeAnswer: ServerRoute = {
  method: 'POST',
  path: '/api/practice/session/{sessionId}/answer',
  options: { validate: { payload: zodValidator(ZAnswerRequest) } },
  handler: async (request): Promise<TAnswerResponse> =>
    answerQuestion(request.server.app.pool, practiceLearner(request), (request.params as { sessionId: string }).sessionId, request.payload as TAnswerRequest),
};
