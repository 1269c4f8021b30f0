import { ZPracticeCheckResponse, type TPracticeCheckResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** GET /api/practice/check/{wordbookId} → the wordbook when it is the learner's; 404 otherwise. */
export function checkPracticeAccess(wordbookId: string, signal?: AbortSignal): Promise<TPracticeCheckResponse> {
  return api.get(`/api/practice/check/${encodeURIComponent(wordbookId)}`, ZPracticeCheckResponse, signal ? { signal } : {});
}
