import { ZCreateWordbookRequest, type ZCreateWordbookResponse } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { createWordbook } from '../../services/wordbooks.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/wordbooks {name, type} → {id, wordbook}. The name is trimmed, 1–48 characters, and
 * unique among the user's live wordbooks ignoring case (409 'This name is already in use.').
 */
export const postWordbook = defineRoute({
  method: 'POST',
  path: '/api/wordbooks',
  payload: ZCreateWordbookRequest,
  handler: async ({ db, user, payload }): Promise<z.output<typeof ZCreateWordbookResponse>> => {
    const wordbook = await createWordbook(db, user.id, payload);
    return { id: wordbook.id, wordbook };
  },
});
