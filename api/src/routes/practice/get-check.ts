import type { ServerRoute } from '@hapi/hapi';
import type { TPracticeCheckResponse } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { checkPracticeAccess } from '../../services/practice/session-history.ts';

/**
 * GET /api/practice/check/{wordbookId} → {ok: true, wordbook {id, name, wordCount}} (document 2 §7);
 * 404 'Wordbook not found or you do not have permission.' for anything not the learner's.
 */
export const getPracticeCheck: ServerRoute = {
  method: 'GET',
  path: '/api/practice/check/{wordbookId}',
  handler: async (request): Promise<TPracticeCheckResponse> =>
    checkPracticeAccess(request.server.app.pool, practiceLearner(request), (request.params as { wordbookId: string }).wordbookId),
};
