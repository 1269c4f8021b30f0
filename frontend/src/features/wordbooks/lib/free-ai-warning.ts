import { userDataKey } from '../../../lib/session-storage';

/**
 * The Free-plan AI confirmation can be hidden "for the rest of the day" (document 1, §4 and §9):
 * the local date it was hidden on is stored per learner; another date shows it again.
 */

export function localDateKey(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const storageKey = (userId: string) => userDataKey(`${userId}.free-ai-warning-hidden-on`);

export function isFreeAiWarningHidden(userId: string, now: Date = new Date()): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) === localDateKey(now);
  } catch {
    return false;
  }
}

export function hideFreeAiWarningToday(userId: string, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(storageKey(userId), localDateKey(now));
  } catch {
    // Without storage the confirmation simply keeps showing.
  }
}
