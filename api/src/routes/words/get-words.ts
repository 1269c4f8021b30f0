import type { ServerRoute } from '@hapi/hapi';
import { ZListWordsQuery, type TWord } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { listWordbookWords, wordViewOf } from '../../services/words.ts';
import { zodValidator } from '../../validate.ts';

/** GET /api/words/{wordbookId}?order=oldest|newest → {words}; 404 'This wordbook does not exist.' */
export const getWords: ServerRoute = {
  method: 'GET',
  path: '/api/words/{wordbookId}',
  options: { validate: { query: zodValidator(ZListWordsQuery) } },
  handler: async (request): Promise<{ words: TWord[] }> => {
    const user = request.auth.credentials.user!;
    const { wordbookId } = request.params as { wordbookId: string };
    const { order } = request.query as z.output<typeof ZListWordsQuery>;
    return { words: await listWordbookWords(request.server.app.pool, user.id, wordbookId, order, wordViewOf(user)) };
  },
};
