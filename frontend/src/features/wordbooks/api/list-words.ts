import { ZListWordsResponse, type TWord } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

export type TWordOrder = 'oldest' | 'newest';

/** GET /api/words/{wordbookId}?order=oldest|newest → the wordbook's words (404 for an unknown wordbook). */
export async function listWords(wordbookId: string, order: TWordOrder, signal?: AbortSignal): Promise<TWord[]> {
  const answer = await api.get(`/api/words/${encodeURIComponent(wordbookId)}`, ZListWordsResponse, {
    query: { order },
    ...(signal ? { signal } : {}),
  });
  return answer.words;
}
