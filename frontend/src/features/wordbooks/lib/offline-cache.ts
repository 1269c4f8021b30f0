import { ZWord, ZWordbook, type TWord, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { userDataKey } from '../../../lib/session-storage';

/**
 * The last loaded wordbooks and words, kept in localStorage per learner so the dashboard can be
 * read offline (document 1, §4 "Offline", §8). Stored under the user-data prefix, so logout
 * removes it.
 */

const wordbooksKey = (userId: string) => userDataKey(`${userId}.wordbooks`);
const wordsPrefix = (userId: string) => userDataKey(`${userId}.words.`);
const wordsKey = (userId: string, wordbookId: string) => `${wordsPrefix(userId)}${wordbookId}`;

function read<T>(key: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Drops cached word lists other than `keep`'s (the oldest data first to go when storage is full). */
function dropOtherWordLists(userId: string, keep: string): void {
  const doomed: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(wordsPrefix(userId)) && key !== keep) doomed.push(key);
  }
  for (const key of doomed) window.localStorage.removeItem(key);
}

function write(userId: string, key: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    window.localStorage.setItem(key, text);
  } catch {
    try {
      dropOtherWordLists(userId, key);
      window.localStorage.setItem(key, text);
    } catch {
      // Storage is unavailable or full: the dashboard still works online.
    }
  }
}

export function readCachedWordbooks(userId: string): TWordbook[] | null {
  return read(wordbooksKey(userId), z.array(ZWordbook));
}

export function writeCachedWordbooks(userId: string, wordbooks: TWordbook[]): void {
  write(userId, wordbooksKey(userId), wordbooks);
}

export function readCachedWords(userId: string, wordbookId: string): TWord[] | null {
  return read(wordsKey(userId, wordbookId), z.array(ZWord));
}

export function writeCachedWords(userId: string, wordbookId: string, words: TWord[]): void {
  write(userId, wordsKey(userId, wordbookId), words);
}

export function forgetCachedWords(userId: string, wordbookId: string): void {
  try {
    window.localStorage.removeItem(wordsKey(userId, wordbookId));
  } catch {
    // nothing to forget
  }
}

