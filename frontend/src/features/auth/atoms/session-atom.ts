import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import { atom, useAtomValue } from '../../../lib/jotai';
import { getSession } from '../api/get-session';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'known'; user: TSessionUser | null; aiLimits: TAiLimits | null };

/** The one place the session lives: unknown until GET /api/session answers. */
export const sessionAtom = atom<SessionState>({ status: 'unknown' });

/** Bumped by every clear, so that a refresh that started before a logout cannot bring the user back. */
const sessionEpochAtom = atom(0);

/** Asks the server again and stores the answer; resolves with the user (or null). */
export const refreshSessionAtom = atom(null, async (get, set): Promise<TSessionUser | null> => {
  const epoch = get(sessionEpochAtom);
  const session = await getSession();
  if (get(sessionEpochAtom) !== epoch) return null;
  set(sessionAtom, { status: 'known', user: session.user, aiLimits: session.aiLimits });
  return session.user;
});

/** Forgets the user and the AI limits (logout). */
export const clearSessionAtom = atom(null, (get, set) => {
  set(sessionEpochAtom, get(sessionEpochAtom) + 1);
  set(sessionAtom, { status: 'known', user: null, aiLimits: null });
});

/** The signed-in user, or null while signed out or still unknown. */
export function useSessionUser(): TSessionUser | null {
  const session = useAtomValue(sessionAtom);
  return session.status === 'known' ? session.user : null;
}

export function isBlocked(user: TSessionUser | null): boolean {
  return user?.status === 'banned' || user?.status === 'suspended';
}
