import { ZSessionListQuery, type TSessionListResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { practiceSessionList } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/practice/sessions/{wordbookId}?order=newest|oldest → {sessions[]}; 404 'This wordbook does not exist.' */
export const getPracticeSessions = defineRoute({
  method: 'GET',
  path: '/api/practice/sessions/{wordbookId}',
  params: z.object({ wordbookId: z.string() }),
  query: ZSessionListQuery,
  handler: ({ db, user, params, query }): Promise<TSessionListResponse> =>
    practiceSessionList(db, practiceLearner(user), params.wordbookId, query.order),
});
