import type { TPracticeCheckResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { checkPracticeAccess } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/practice/check/{wordbookId} → {ok: true, wordbook {id, name, wordCount}} (document 2 §7);
 * 404 'Wordbook not found or you do not have permission.' for anything not the learner's.
 */
export const getPracticeCheck = defineRoute({
  method: 'GET',
  path: '/api/practice/check/{wordbookId}',
  params: z.object({ wordbookId: z.string() }),
  handler: ({ db, user, params }): Promise<TPracticeCheckResponse> => checkPracticeAccess(db, practiceLearner(user), params.wordbookId),
});
