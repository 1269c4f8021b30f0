import type { ServerRoute } from '@hapi/hapi';
import { ZSessionListQuery, type TSessionListResponse } from '@wordbook/core/contract/practice';
import type { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { practiceSessionList } from '../../services/practice/session-history.ts';
import { zodValidator } from '../../validate.ts';

/** GET /api/practice/sessions/{wordbookId}?order=newest|oldest → {sessions[]}; 404 'This wordbook does not exist.' */
export const getPracticeSessions: ServerRoute = {
  method: 'GET',
  path: '/api/practice/sessions/{wordbookId}',
  options: { validate: { query: zodValidator(ZSessionListQuery) } },
  handler: async (request): Promise<TSessionListResponse> => {
    const { order } = request.query as z.output<typeof ZSessionListQuery>;
    return practiceSessionList(request.server.app.pool, practiceLearner(request), (request.params as { wordbookId: string }).wordbookId, order);
  },
};
