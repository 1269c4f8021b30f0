import { ZWord, ZWordbook, type TWord, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { offlineStore } from '../../../lib/offline-store';
import { userDataKey } from '../../../lib/session-storage';

/**
 * The last loaded wordbooks and the words of every wordbook read, kept in IndexedDB per learner
 * so the dashboard and practice work offline (document 1, §4 "Offline", §8). Logout clears it.
 * Writes are not awaited: a copy that could not be saved only means less to read offline.
 */

const parsed = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | null => {
  if (value === null) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
};

const droppedFor = new Set<string>();

/** The copy the app used to keep in localStorage, removed once a page load (it capped at ~5 MB and dropped word lists). */
function dropLocalStorageCopy(userId: string): void {
  if (droppedFor.has(userId)) return;
  droppedFor.add(userId);
  try {
    const prefix = userDataKey(`${userId}.word`);
    const doomed: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) doomed.push(key);
    }
    for (const key of doomed) window.localStorage.removeItem(key);
  } catch {
    // nothing to drop
  }
}

export async function readCachedWordbooks(userId: string): Promise<TWordbook[] | null> {
  return parsed(z.array(ZWordbook), await offlineStore.readWordbooks(userId));
}

export function writeCachedWordbooks(userId: string, wordbooks: TWordbook[]): void {
  dropLocalStorageCopy(userId);
  void offlineStore.writeWordbooks(userId, wordbooks);
}

export async function readCachedWords(userId: string, wordbookId: string): Promise<TWord[] | null> {
  return parsed(z.array(ZWord), await offlineStore.readWords(userId, wordbookId));
}

export function writeCachedWords(userId: string, wordbookId: string, words: TWord[]): void {
  void offlineStore.writeWords(userId, wordbookId, words);
}

export function forgetCachedWords(userId: string, wordbookId: string): void {
  void offlineStore.forgetWords(userId, wordbookId);
}
