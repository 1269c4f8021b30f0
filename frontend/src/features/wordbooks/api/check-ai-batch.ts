import { ZAiCheckBatchResponse, type TAiType } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** POST /api/ai/check-batch {word_ids, type} → the ids of the words that already have AI data. */
export async function checkAiBatch(wordIds: string[], type: TAiType, signal?: AbortSignal): Promise<string[]> {
  const answer = await api.post('/api/ai/check-batch', { word_ids: wordIds, type }, ZAiCheckBatchResponse, signal ? { signal } : {});
  return answer.existing_word_ids;
}
