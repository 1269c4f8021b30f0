import { ZListWordsQuery } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { answerFromReadCache } from '../../plugins/read-cache.ts';
import { listWordbookWords, wordViewOf } from '../../services/words.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/words/{wordbookId}?order=oldest|newest → {words}; 404 'This wordbook does not exist.' */
export const getWords = defineRoute({
  method: 'GET',
  path: '/api/words/{wordbookId}',
  params: z.object({ wordbookId: z.string() }),
  query: ZListWordsQuery,
  handler: ({ db, user, params, query, request, h }) =>
    answerFromReadCache(request, h, `words:${params.wordbookId}:${query.order}:${user.plan}`, async () => ({
      words: await listWordbookWords(db, user.id, params.wordbookId, query.order, wordViewOf(user)),
    })),
});
