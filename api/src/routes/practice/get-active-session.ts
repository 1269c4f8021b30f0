import type { ServerRoute } from '@hapi/hapi';
import type { TActivePracticeSession } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { activePracticeSession } from '../../services/practice/session-history.ts';

/** GET /api/practice/session/active/{wordbookId} → {active, sessionId, created_at, progress_done, progress_total}. */
export const getActivePracticeSession: ServerRoute = {
  method: 'GET',
  path: '/api/practice/session/active/{wordbookId}',
  handler: async (request): Promise<TActivePracticeSession> =>
    activePracticeSession(request.server.app.pool, practiceLearner(request), (request.params as { wordbookId: string }).wordbookId),
};
