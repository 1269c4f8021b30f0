import type { ServerRoute } from '@hapi/hapi';
import { ZWordOrder, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { listUserWordbooks, requireWordbook, toWordbookResponse } from '../../services/wordbooks.ts';
import { zodValidator } from '../../validate.ts';

const ZListWordbooksQuery = z.object({ order: ZWordOrder.default('oldest') });

/** GET /api/wordbooks[?order=oldest|newest] → {wordbooks}: the user's live wordbooks with word_count, oldest first by default. */
export const getWordbooks: ServerRoute = {
  method: 'GET',
  path: '/api/wordbooks',
  options: { validate: { query: zodValidator(ZListWordbooksQuery) } },
  handler: async (request): Promise<{ wordbooks: TWordbook[] }> => {
    const { order } = request.query as z.output<typeof ZListWordbooksQuery>;
    return { wordbooks: await listUserWordbooks(request.server.app.pool, request.auth.credentials.user!.id, order) };
  },
};

/** GET /api/wordbooks/{id} → {wordbook}; 404 'This wordbook does not exist.' for an unknown, deleted or another user's id. */
export const getWordbook: ServerRoute = {
  method: 'GET',
  path: '/api/wordbooks/{id}',
  handler: async (request): Promise<{ wordbook: TWordbook }> => {
    const { id } = request.params as { id: string };
    return { wordbook: toWordbookResponse(await requireWordbook(request.server.app.pool, request.auth.credentials.user!.id, id)) };
  },
};
