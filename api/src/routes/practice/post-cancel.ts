import type { TCancelSessionResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { cancelSession } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/practice/session/{sessionId}/cancel (empty body) → {success, status: 'cancelled'}; 409 for a completed session. */
export const postPracticeCancel = defineRoute({
  method: 'POST',
  path: '/api/practice/session/{sessionId}/cancel',
  params: z.object({ sessionId: z.string() }),
  handler: ({ db, user, params }): Promise<TCancelSessionResponse> => cancelSession(db, practiceLearner(user), params.sessionId),
});
