import { ZAiGenerateResponse, type TAiGenerateResponse, type TAiType } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

export type TAiForce = 'auto' | 'reuse' | 'regenerate';

/**
 * POST /api/ai/generate {word_id, word, type, force} → the word with its new alternatives, the
 * provider's note and the learner's AI points. The device id header is added by the API client.
 */
export function generateAi(
  request: { word_id: string; word: string; type: TAiType; force: TAiForce },
  signal?: AbortSignal,
): Promise<TAiGenerateResponse> {
  return api.post('/api/ai/generate', request, ZAiGenerateResponse, signal ? { signal } : {});
}
