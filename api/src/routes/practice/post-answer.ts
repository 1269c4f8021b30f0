import { ZAnswerRequest, type TAnswerResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { answerQuestion } from '../../services/practice/session-runner.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/practice/session/{sessionId}/answer {itemId, userResponse, isCorrect (ignored)}
 * → {progressDone, progressTotal, chunkBreakDue, isCorrect, answer, correctAnswer, userResponse,
 * itemMastered, done}. The server grades.
 */
export const postPracticeAnswer = defineRoute({
  method: 'POST',
  path: '/api/practice/session/{sessionId}/answer',
  params: z.object({ sessionId: z.string() }),
  payload: ZAnswerRequest,
  handler: ({ db, user, params, payload }): Promise<TAnswerResponse> =>
    answerQuestion(db, practiceLearner(user), params.sessionId, payload),
});
