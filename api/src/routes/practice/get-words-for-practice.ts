import { ZWordsForPracticeQuery, type TWordsForPracticeResponse } from '@wordbook/core/contract/practice';
import { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { wordsForPractice } from '../../services/practice/session-history.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/practice/{wordbookId}/words-for-practice?useAllAiData=true|false
 * → {words [{id, text, usableFor, meaning, example}], requiredCorrectMax} (document 2 §3, §7).
 */
export const getWordsForPractice = defineRoute({
  method: 'GET',
  path: '/api/practice/{wordbookId}/words-for-practice',
  params: z.object({ wordbookId: z.string() }),
  query: ZWordsForPracticeQuery,
  handler: ({ db, user, params, query }): Promise<TWordsForPracticeResponse> =>
    wordsForPractice(db, practiceLearner(user), params.wordbookId, query),
});
