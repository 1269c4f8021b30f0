import { ZCreatePracticeSessionRequest } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { createPracticeSession } from '../../services/practice/session-builder.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/practice/session {wordbookId, modes, passes, useAllAiData, showProgress, numChoices,
 * forceNew, excludedWordIds, chunkSize} → {sessionId, totalWords, progressTotal, chunkSize,
 * autoExcludedWordIds}. Without forceNew while an unfinished session exists: 409
 * {code: 'PRACTICE_SESSION_EXISTS', message, sessionId, created_at, progress_done, progress_total}.
 */
export const postPracticeSession = defineRoute({
  method: 'POST',
  path: '/api/practice/session',
  payload: ZCreatePracticeSessionRequest,
  handler: ({ db, user, payload }) => createPracticeSession(db, practiceLearner(user), payload),
});
