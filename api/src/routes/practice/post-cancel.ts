import type { ServerRoute } from '@hapi/hapi';
import type { TCancelSessionResponse } from '@wordbook/core/contract/practice';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { cancelSession } from '../../services/practice/session-history.ts';

/** POST /api/practice/session/{sessionId}/cancel (empty body) → {success, status: 'cancelled'}; 409 for a completed session. */
export const postPracticeCancel: ServerRoute = {
  method: 'POST',
  path: '/api/practice/session/{sessionId}/cancel',
  handler: async (request): Promise<TCancelSessionResponse> => cancelSession(request.server.app.pool, practiceLearner(request), (request.params as { sessionId: string }).sessionId),
};
