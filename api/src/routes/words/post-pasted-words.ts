import { ZPasteWordsRequest, type TPasteWordsResponse } from '@wordbook/core/contract/wordbooks';
import { addPastedWords, wordViewOf } from '../../services/words.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/words/batch {wordbook_id, words: string[]} → {words, skipped: [{text, reason}]}. Each
 * string may hold several words (lines or commas); an unknown wordbook is a 404.
 */
export const postPastedWords = defineRoute({
  method: 'POST',
  path: '/api/words/batch',
  payload: ZPasteWordsRequest,
  handler: async ({ db, user, payload }): Promise<TPasteWordsResponse> => addPastedWords(db, user.id, payload, wordViewOf(user)),
});
