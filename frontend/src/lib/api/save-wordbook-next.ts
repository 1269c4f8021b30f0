import { ZSaveWordbookNextResponse, type TSaveWordbookNextRequest, type TSaveWordbookNextResponse } from '@wordbook/core/contract/ai-wordbook';
import { api } from '../api-client';

/**
 * POST /api/ai/save-wordbook-next {wordbook_id, words} → {wordbook{id, name}, created}: the first
 * save makes the draft a wordbook; each later one (after a delete in review) updates it.
 */
export function saveWordbookNext(request: TSaveWordbookNextRequest, signal?: AbortSignal): Promise<TSaveWordbookNextResponse> {
  return api.post('/api/ai/save-wordbook-next', request, ZSaveWordbookNextResponse, signal ? { signal } : {});
}
