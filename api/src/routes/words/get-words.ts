import { ZListWordsQuery, type TWord } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { listWordbookWords, wordViewOf } from '../../services/words.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/words/{wordbookId}?order=oldest|newest → {words}; 404 'This wordbook does not exist.' */
export const getWords = defineRoute({
  method: 'GET',
  path: '/api/words/{wordbookId}',
  params: z.object({ wordbookId: z.string() }),
  query: ZListWordsQuery,
  handler: async ({ db, user, params, query }): Promise<{ words: TWord[] }> => ({
    words: await listWordbookWords(db, user.id, params.wordbookId, query.order, wordViewOf(user)),
  }),
});
