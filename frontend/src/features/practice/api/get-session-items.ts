import { ZSessionItemsResponse, type TSessionItemsResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** GET /api/practice/session/{sessionId}/items → the words the session used, with their modes. */
export function getSessionItems(sessionId: string, signal?: AbortSignal): Promise<TSessionItemsResponse> {
  return api.get(`/api/practice/session/${encodeURIComponent(sessionId)}/items`, ZSessionItemsResponse, signal ? { signal } : {});
}
