import { ZWordsForPracticeResponse, type TWordsForPracticeResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** GET /api/practice/{wordbookId}/words-for-practice?useAllAiData=… → the words with their usable modes. */
export function getWordsForPractice(wordbookId: string, useAllAiData: boolean, signal?: AbortSignal): Promise<TWordsForPracticeResponse> {
  return api.get(`/api/practice/${encodeURIComponent(wordbookId)}/words-for-practice`, ZWordsForPracticeResponse, {
    query: { useAllAiData },
    ...(signal ? { signal } : {}),
  });
}
