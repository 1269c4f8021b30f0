import { ZActivePracticeSession, type TActivePracticeSession } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** GET /api/practice/session/active/{wordbookId} → the unfinished session of this wordbook, if any. */
export function getActiveSession(wordbookId: string, signal?: AbortSignal): Promise<TActivePracticeSession> {
  return api.get(`/api/practice/session/active/${encodeURIComponent(wordbookId)}`, ZActivePracticeSession, signal ? { signal } : {});
}
