import { ZSessionHistoryResponse, type TSessionHistoryResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** GET /api/practice/session/{sessionId}/history → the session's summary and every attempt. */
export function getSessionHistory(sessionId: string, signal?: AbortSignal): Promise<TSessionHistoryResponse> {
  return api.get(`/api/practice/session/${encodeURIComponent(sessionId)}/history`, ZSessionHistoryResponse, signal ? { signal } : {});
}
