import type { TActivePracticeSession } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { activePracticeSession } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/practice/session/active/{wordbookId} → {active, sessionId, created_at, progress_done, progress_total}. */
export const getActivePracticeSession = defineRoute({
  method: 'GET',
  path: '/api/practice/session/active/{wordbookId}',
  params: z.object({ wordbookId: z.string() }),
  handler: ({ db, user, params }): Promise<TActivePracticeSession> => activePracticeSession(db, practiceLearner(user), params.wordbookId),
});
