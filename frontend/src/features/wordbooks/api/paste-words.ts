import { ZPasteWordsResponse, type TPasteWordsResponse } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** POST /api/words/batch {wordbook_id, words} → the words added and those skipped, each with its reason. */
export function pasteWords(wordbookId: string, text: string): Promise<TPasteWordsResponse> {
  return api.post('/api/words/batch', { wordbook_id: wordbookId, words: [text] }, ZPasteWordsResponse);
}
