import type { ServerRoute } from '@hapi/hapi';
import { ZCreatePracticeSessionRequest, type TCreatePracticeSessionRequest } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { createPracticeSession, PracticeSessionExistsError } from '../../services/practice/session-builder.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/practice/session {wordbookId, modes, passes, useAllAiData, showProgress, numChoices,
 * forceNew, excludedWordIds, chunkSize} → {sessionId, totalWords, progressTotal, chunkSize,
 * autoExcludedWordIds}. Without forceNew while an unfinished session exists: 409
 * {code: 'PRACTICE_SESSION_EXISTS', message, sessionId, created_at, progress_done, progress_total}.
 */
export const postPracticeSession: ServerRoute = {
  method: 'POST',
  path: '/api/practice/session',
  options: { validate: { payload: zodValidator(ZCreatePracticeSessionRequest) } },
  handler: async (request, h) => {
    try {
      return await createPracticeSession(request.server.app.pool, practiceLearner(request), request.payload as TCreatePracticeSessionRequest);
    } catch (error) {
      if (!(error instanceof PracticeSessionExistsError)) throw error;
      const { existing } = error;
      return h
        .response({
          statusCode: 409,
          error: error.message,
          message: error.message,
          code: 'PRACTICE_SESSION_EXISTS',
          sessionId: existing.id,
          created_at: existing.createdAt,
          progress_done: existing.progressDone,
          progress_total: existing.progressTotal,
        })
        .code(409);
    }
  },
};
