import { ZAiCheckBatchResponse, type TAiType } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** POST /api/ai/check-batch {word_ids, type} → the words that already have AI data, and whether regenerating them could give anything new. */
export async function checkAiBatch(wordIds: string[], type: TAiType, signal?: AbortSignal): Promise<{ existing: Set<string>; canGenerateNew: boolean }> {
  const answer = await api.post('/api/ai/check-batch', { word_ids: wordIds, type }, ZAiCheckBatchResponse, signal ? { signal } : {});
  return { existing: new Set(answer.existing_word_ids), canGenerateNew: answer.can_generate_new };
}
