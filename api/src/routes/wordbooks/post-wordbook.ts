import type { ServerRoute } from '@hapi/hapi';
import { ZCreateWordbookRequest, type ZCreateWordbookResponse } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { createWordbook } from '../../services/wordbooks.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/wordbooks {name, type} → {id, wordbook}. The name is trimmed, 1–48 characters, and
 * unique among the user's live wordbooks ignoring case (409 'This name is already in use.').
 */
export const postWordbook: ServerRoute = {
  method: 'POST',
  path: '/api/wordbooks',
  options: { validate: { payload: zodValidator(ZCreateWordbookRequest) } },
  handler: async (request): Promise<z.output<typeof ZCreateWordbookResponse>> => {
    const input = request.payload as z.output<typeof ZCreateWordbookRequest>;
    const wordbook = await createWordbook(request.server.app.pool, request.auth.credentials.user!.id, input);
    return { id: wordbook.id, wordbook };
  },
};
