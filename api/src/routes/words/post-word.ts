import type { ServerRoute } from '@hapi/hapi';
import { ZCreateWordRequest, type ZCreateWordResponse } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { addWord, wordViewOf } from '../../services/words.ts';
import { zodValidator } from '../../validate.ts';

/** Any wordbook_id string gets through here: one that names no wordbook of the user is a 404, not a 400. */
const ZPostWordPayload = ZCreateWordRequest.extend({ wordbook_id: z.string() });

/**
 * POST /api/words {wordbook_id, text, meaning?, example?} → {id, word}. At most 300 words per
 * wordbook: 400 'You cannot add more than 300 words to this wordbook.'
 */
export const postWord: ServerRoute = {
  method: 'POST',
  path: '/api/words',
  options: { validate: { payload: zodValidator(ZPostWordPayload) } },
  handler: async (request): Promise<z.output<typeof ZCreateWordResponse>> => {
    const user = request.auth.credentials.user!;
    const word = await addWord(request.server.app.pool, user.id, request.payload as z.output<typeof ZPostWordPayload>, wordViewOf(user));
    return { id: word.id, word };
  },
};
