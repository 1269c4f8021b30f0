import { ZCreateWordRequest, type ZCreateWordResponse } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { addWord, wordViewOf } from '../../services/words.ts';
import { defineRoute } from '../define-route.ts';

/** Any wordbook_id string gets through here: one that names no wordbook of the user is a 404, not a 400. */
const ZPostWordPayload = ZCreateWordRequest.extend({ wordbook_id: z.string() });

/**
 * POST /api/words {wordbook_id, text, meaning?, example?} → {id, word}. At most 300 words per
 * wordbook: 400 'You cannot add more than 300 words to this wordbook.'
 */
export const postWord = defineRoute({
  method: 'POST',
  path: '/api/words',
  payload: ZPostWordPayload,
  handler: async ({ db, user, payload }): Promise<z.output<typeof ZCreateWordResponse>> => {
    const word = await addWord(db, user.id, payload, wordViewOf(user));
    return { id: word.id, word };
  },
});
