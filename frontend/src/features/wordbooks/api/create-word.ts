import { ZCreateWordResponse, type TWord } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

export type TNewWord = { wordbook_id: string; text: string; meaning: string | null; example: string | null };

/** POST /api/words {wordbook_id, text, meaning, example} → the saved word. */
export async function createWord(word: TNewWord): Promise<TWord> {
  const answer = await api.post('/api/words', word, ZCreateWordResponse);
  return answer.word;
}
