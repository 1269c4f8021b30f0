import { ZSessionListResponse, type TSessionListItem } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

export type TSessionOrder = 'newest' | 'oldest';

/** GET /api/practice/sessions/{wordbookId}?order=newest|oldest → the wordbook's practice sessions. */
export async function listSessions(wordbookId: string, order: TSessionOrder, signal?: AbortSignal): Promise<TSessionListItem[]> {
  const answer = await api.get(`/api/practice/sessions/${encodeURIComponent(wordbookId)}`, ZSessionListResponse, {
    query: { order },
    ...(signal ? { signal } : {}),
  });
  return answer.sessions;
}
