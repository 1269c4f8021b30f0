import { type TSessionResponse, ZSessionResponse } from '@wordbook/core/contract/session';
import { userDataKey } from '../../../lib/session-storage';

/**
 * The last session the server confirmed, kept on this device so a signed-in learner who opens the
 * app offline (the service worker serves it) still reaches the pages that work offline. Stored
 * under the user-data prefix, so logout removes it; the server stays the judge once online.
 */
const KEY = userDataKey('session');

export function readSavedSession(): TSessionResponse | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = ZSessionResponse.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.user ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSession(session: TSessionResponse): void {
  try {
    if (session.user) window.localStorage.setItem(KEY, JSON.stringify(session));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the app then needs a connection to know who is signed in.
  }
}
