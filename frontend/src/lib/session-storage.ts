/**
 * Stored session data: anything kept in the browser on behalf of the signed-in user.
 * Features store such data under {@link USER_DATA_PREFIX} so that logout can remove it all.
 */
export const USER_DATA_PREFIX = 'wordbook.user.';

export function userDataKey(name: string): string {
  return `${USER_DATA_PREFIX}${name}`;
}

/** Removes every user-scoped localStorage entry and the whole sessionStorage. */
export function clearStoredSessionData(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(USER_DATA_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); there is then nothing to clear.
  }
}
