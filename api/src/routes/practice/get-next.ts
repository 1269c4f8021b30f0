import type { TNextQuestionResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { nextQuestion } from '../../services/practice/session-runner.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/practice/session/{sessionId}/next → {done, question, answer: null, itemId, wordbookId,
 * chunkSize, progressDone, progressTotal, showProgress, mode, status}; 409 when cancelled or paused.
 */
export const getPracticeNext = defineRoute({
  method: 'GET',
  path: '/api/practice/session/{sessionId}/next',
  params: z.object({ sessionId: z.string() }),
  handler: ({ db, user, params }): Promise<TNextQuestionResponse> => nextQuestion(db, practiceLearner(user), params.sessionId),
});
