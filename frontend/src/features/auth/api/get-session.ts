import { ZSessionResponse, type TSessionResponse } from '@wordbook/core/contract/session';
import { api } from '../../../lib/api-client';

export const SIGNED_OUT: TSessionResponse = { user: null, aiLimits: null };

/** GET /api/session. Any failure means signed out, silently (document 1, §8). */
export async function getSession(signal?: AbortSignal): Promise<TSessionResponse> {
  try {
    return await api.get('/api/session', ZSessionResponse, signal ? { signal } : {});
  } catch {
    return SIGNED_OUT;
  }
}
