import type { ServerRoute } from '@hapi/hapi';
import { ZWordsForPracticeQuery, type TWordsForPracticeResponse } from '@wordbook/core/contract/practice';
import type { z } from 'zod';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { wordsForPractice } from '../../services/practice/session-history.ts';
import { zodValidator } from '../../validate.ts';

/**
 * GET /api/practice/{wordbookId}/words-for-practice?useAllAiData=true|false
 * → {words [{id, text, usableFor, meaning, example}], requiredCorrectMax} (document 2 §3, §7).
 */
export const getWordsForPractice: ServerRoute = {
  method: 'GET',
  path: '/api/practice/{wordbookId}/words-for-practice',
  options: { validate: { query: zodValidator(ZWordsForPracticeQuery) } },
  handler: async (request): Promise<TWordsForPracticeResponse> => {
    const query = request.query as z.output<typeof ZWordsForPracticeQuery>;
    return wordsForPractice(request.server.app.pool, practiceLearner(request), (request.params as { wordbookId: string }).wordbookId, query);
  },
};
