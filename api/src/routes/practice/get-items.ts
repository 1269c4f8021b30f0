import type { TSessionItemsResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { practiceSessionWords } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/practice/session/{sessionId}/items → {usedWords [{text, modes, wordId, masteredModes}]}. */
export const getPracticeSessionItems = defineRoute({
  method: 'GET',
  path: '/api/practice/session/{sessionId}/items',
  params: z.object({ sessionId: z.string() }),
  handler: ({ db, user, params }): Promise<TSessionItemsResponse> => practiceSessionWords(db, practiceLearner(user), params.sessionId),
});
