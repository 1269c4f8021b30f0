import type { ServerRoute } from '@hapi/hapi';
import type { TSessionItemsResponse } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { practiceSessionWords } from '../../services/practice/session-history.ts';

/** GET /api/practice/session/{sessionId}/items → {usedWords [{text, modes, wordId, masteredModes}]}. */
export const getPracticeSessionItems: ServerRoute = {
  method: 'GET',
  path: '/api/practice/session/{sessionId}/items',
  handler: async (request): Promise<TSessionItemsResponse> =>
    practiceSessionWords(request.server.app.pool, practiceLearner(request), (request.params as { sessionId: string }).sessionId),
};
