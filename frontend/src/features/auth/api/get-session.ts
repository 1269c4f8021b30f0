import { ZSessionResponse, type TSessionResponse } from '@wordbook/core/contract/session';
import { api, ApiError } from '../../../lib/api-client';
import { readSavedSession, saveSession } from './saved-session';

export const SIGNED_OUT: TSessionResponse = { user: null, aiLimits: null };

/**
 * GET /api/session. Any failure means signed out, silently (document 1, §8), except a call that
 * never reached the server (offline): then the session last confirmed on this device stands in
 * until the server can answer again.
 */
export async function getSession(signal?: AbortSignal): Promise<TSessionResponse> {
  try {
    const session = await api.get('/api/session', ZSessionResponse, signal ? { signal } : {});
    saveSession(session);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return readSavedSession() ?? SIGNED_OUT;
    return SIGNED_OUT;
  }
}
