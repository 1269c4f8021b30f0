import type { TSessionHistoryResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { practiceSessionHistory } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/practice/session/{sessionId}/history → {session, attempts[]} (document 2 §2.7, §3). */
export const getPracticeSessionHistory = defineRoute({
  method: 'GET',
  path: '/api/practice/session/{sessionId}/history',
  params: z.object({ sessionId: z.string() }),
  handler: ({ db, user, params }): Promise<TSessionHistoryResponse> => practiceSessionHistory(db, practiceLearner(user), params.sessionId),
});
