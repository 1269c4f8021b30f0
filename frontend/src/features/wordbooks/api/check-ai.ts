import { ZAiCheckResponse, type TAiType } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TAiCheckResponse = z.infer<typeof ZAiCheckResponse>;

/** GET /api/ai/check?wordbook_id&word&type → whether earlier AI data exists, and the wordbook's reuse setting. */
export function checkAi(wordbookId: string, word: string, type: TAiType, signal?: AbortSignal): Promise<TAiCheckResponse> {
  return api.get('/api/ai/check', ZAiCheckResponse, { query: { wordbook_id: wordbookId, word, type }, ...(signal ? { signal } : {}) });
}
