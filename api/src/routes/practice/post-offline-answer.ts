import { type TOfflineAnswerResponse, ZOfflineAnswerRequest } from '@wordbook/core/contract/offline-practice';
import { replayOfflineAnswer } from '../../services/practice/offline-answers.ts';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/practice/offline-answers {answerId, roundId, wordbookId, wordId, wordText, mode,
 * question, userResponse, answeredAt} → {answerId, sessionId, isCorrect, correctAnswer, duplicate}.
 * An answer given offline, judged now; 404 when the word is gone, 409 PRACTICE_ANSWER_STALE when it changed.
 */
export const postOfflinePracticeAnswer = defineRoute({
  method: 'POST',
  path: '/api/practice/offline-answers',
  payload: ZOfflineAnswerRequest,
  handler: ({ db, user, payload }): Promise<TOfflineAnswerResponse> => replayOfflineAnswer(db, practiceLearner(user), payload),
});
