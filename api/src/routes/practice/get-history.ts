import type { ServerRoute } from '@hapi/hapi';
import type { TSessionHistoryResponse } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { practiceSessionHistory } from '../../services/practice/session-history.ts';

/** GET /api/practice/session/{sessionId}/history → {session, attempts[]} (document 2 §2.7, §3). */
export const getPracticeSessionHistory: ServerRoute = {
  method: 'GET',
  path: '/api/practice/session/{sessionId}/history',
  handler: async (request): Promise<TSessionHistoryResponse> =>
    practiceSessionHistory(request.server.app.pool, practiceLearner(request), (request.params as { sessionId: string }).sessionId),
};
