import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { requireWordbook, toWordbookResponse } from '../../services/wordbooks.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** GET /api/wordbooks/{id} → {wordbook}; 404 'This wordbook does not exist.' for an unknown, deleted or another user's id. */
export const getWordbook = defineRoute({
  method: 'GET',
  path: '/api/wordbooks/{id}',
  params: ZIdParams,
  handler: async ({ db, user, params }): Promise<{ wordbook: TWordbook }> => ({
    wordbook: toWordbookResponse(await requireWordbook(db, user.id, params.id)),
  }),
});
