import type { TOfflineAnswerRequest } from '@wordbook/core/contract/offline-practice';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * What the app keeps in IndexedDB for a learner while offline: the wordbooks and each wordbook's
 * words as last read, and the practice answers given offline that wait to be sent. IndexedDB
 * holds far more than localStorage's ~5 MB, so every wordbook read stays. Logout clears it all.
 */

export type TQueuedAnswer = TOfflineAnswerRequest & { userId: string };

interface OfflineSchema extends DBSchema {
  wordbooks: { key: string; value: { userId: string; wordbooks: unknown } };
  words: { key: [string, string]; value: { userId: string; wordbookId: string; words: unknown } };
  answers: { key: string; value: TQueuedAnswer; indexes: { byUser: string } };
}

const DB_NAME = 'wordbook-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('wordbooks', { keyPath: 'userId' });
      db.createObjectStore('words', { keyPath: ['userId', 'wordbookId'] });
      db.createObjectStore('answers', { keyPath: 'answerId' }).createIndex('byUser', 'userId');
    },
    // Another tab upgrading the database: let it, and open again next time.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Runs a read or write; IndexedDB being unavailable (some private modes) reads as nothing kept. */
async function attempt<T>(work: (db: IDBPDatabase<OfflineSchema>) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work(await database());
  } catch (error) {
    console.warn('The offline copy could not be read or written.', error);
    return fallback;
  }
}

export const offlineStore = {
  readWordbooks: (userId: string) => attempt(async (db) => (await db.get('wordbooks', userId))?.wordbooks ?? null, null),
  writeWordbooks: (userId: string, wordbooks: unknown) => attempt((db) => db.put('wordbooks', { userId, wordbooks }).then(() => true), false),
  readWords: (userId: string, wordbookId: string) => attempt(async (db) => (await db.get('words', [userId, wordbookId]))?.words ?? null, null),
  writeWords: (userId: string, wordbookId: string, words: unknown) => attempt((db) => db.put('words', { userId, wordbookId, words }).then(() => true), false),
  forgetWords: (userId: string, wordbookId: string) => attempt((db) => db.delete('words', [userId, wordbookId]).then(() => true), false),

  queueAnswer: (answer: TQueuedAnswer) => attempt((db) => db.put('answers', answer).then(() => true), false),
  /** The learner's waiting answers, oldest first. */
  queuedAnswers: (userId: string) =>
    attempt(async (db) => (await db.getAllFromIndex('answers', 'byUser', userId)).sort((a, b) => a.answeredAt.localeCompare(b.answeredAt)), [] as TQueuedAnswer[]),
  dropAnswer: (answerId: string) => attempt((db) => db.delete('answers', answerId).then(() => true), false),

  /** Everything kept for anyone on this browser: logout leaves nothing of the learner behind. */
  clear: () =>
    attempt(async (db) => {
      const tx = db.transaction(['wordbooks', 'words', 'answers'], 'readwrite');
      await Promise.all([tx.objectStore('wordbooks').clear(), tx.objectStore('words').clear(), tx.objectStore('answers').clear(), tx.done]);
      return true;
    }, false),
};
