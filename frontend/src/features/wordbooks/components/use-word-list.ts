import type { TAiType, TPasteWordsResponse, TWord } from '@wordbook/core/contract/wordbooks';
import { wordMessages } from '@wordbook/core/rules/wordbook-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from '../../../components/notice/notice-atoms';
import { ApiError } from '../../../lib/api-client';
import { createWord, type TNewWord } from '../api/create-word';
import { pasteWords } from '../api/paste-words';
import { deleteWord } from '../api/delete-word';
import { listWords, type TWordOrder } from '../api/list-words';
import { selectAlternative } from '../api/select-alternative';
import { updateWord, type TWordChanges } from '../api/update-word';
import { readCachedWords, writeCachedWords } from '../lib/offline-cache';

/** A word on screen; `pending` names the call it is waiting for (the loading state of document 1, §4). */
export type LocalWord = TWord & { pending?: 'create' | 'update' | 'delete' };

export type WordListStatus = 'loading' | 'ready' | 'failed' | 'not-found' | 'offline-unavailable';

export const WORD_MESSAGES = {
  loadFailed: 'Failed to load words.',
  createFailed: 'Failed to create word.',
  updateFailed: 'Failed to update word.',
  deleteFailed: 'Failed to delete word.',
} as const;

let tempCounter = 0;

const settled = (words: LocalWord[]): TWord[] =>
  words.filter((w) => w.pending !== 'create').map(({ pending: _pending, ...word }) => word);

/**
 * One wordbook's words: loaded (or read from the offline cache), changed optimistically, and put
 * back with the spec's message when the server refuses (document 1, §4 and §8).
 */
export function useWordList(userId: string, wordbookId: string, order: TWordOrder, online: boolean) {
  const notify = useNotify();
  const [words, setWords] = useState<LocalWord[]>([]);
  const [status, setStatus] = useState<WordListStatus>('loading');
  const [fromCache, setFromCache] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wordsRef = useRef(words);
  wordsRef.current = words;
  // Read by the load without re-running it: the order is applied on screen, and a list already shown stays while offline.
  const statusRef = useRef(status);
  statusRef.current = status;
  const orderRef = useRef(order);
  orderRef.current = order;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again
  useEffect(() => {
    if (!online && statusRef.current === 'ready') return undefined;
    const controller = new AbortController();
    /** The copy on this device, else `otherwise` as the status. */
    const readFromCache = async (otherwise: WordListStatus) => {
      const cached = await readCachedWords(userId, wordbookId);
      if (controller.signal.aborted) return;
      if (cached) {
        setWords(cached);
        setFromCache(true);
      }
      setStatus(cached ? 'ready' : otherwise);
    };
    if (!navigator.onLine) {
      void readFromCache('offline-unavailable');
      return () => controller.abort();
    }
    listWords(wordbookId, orderRef.current, controller.signal).then(
      (loaded) => {
        setWords(loaded);
        setFromCache(false);
        setStatus('ready');
        writeCachedWords(userId, wordbookId, loaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setStatus('not-found');
          return;
        }
        notify.error(WORD_MESSAGES.loadFailed);
        void readFromCache('failed');
      },
    );
    return () => controller.abort();
  }, [userId, wordbookId, online, attempt, notify]);

  const commit = useCallback(
    (update: (list: LocalWord[]) => LocalWord[]) => {
      setWords((list) => {
        const next = update(list);
        writeCachedWords(userId, wordbookId, settled(next));
        return next;
      });
    },
    [userId, wordbookId],
  );

  const mark = useCallback(
    (id: string, pending: LocalWord['pending']) => setWords((list) => list.map((w) => (w.id === id ? { ...w, pending } : w))),
    [],
  );

  const add = useCallback(
    async (input: Omit<TNewWord, 'wordbook_id'>): Promise<boolean> => {
      tempCounter += 1;
      const now = new Date().toISOString();
      const temp: LocalWord = {
        id: `pending-word-${tempCounter}`,
        wordbook_id: wordbookId,
        user_id: userId,
        text: input.text,
        meaning: input.meaning,
        meaning_origin: input.meaning ? 'user' : null,
        example: input.example,
        example_origin: input.example ? 'user' : null,
        ai_definitions: [],
        ai_examples: [],
        selected_meaning_index: 0,
        selected_example_index: 0,
        meta_total_definitions: 0,
        meta_total_examples: 0,
        ai_definitions_language: null,
        created_at: now,
        updated_at: now,
        pending: 'create',
      };
      setWords((list) => [...list, temp]);
      try {
        const saved = await createWord({ wordbook_id: wordbookId, ...input });
        commit((list) => list.map((w) => (w.id === temp.id ? saved : w)));
        return true;
      } catch (error) {
        setWords((list) => list.filter((w) => w.id !== temp.id));
        const limit = error instanceof ApiError && error.message === wordMessages.limitReached;
        notify.error(limit ? wordMessages.limitReached : WORD_MESSAGES.createFailed);
        return false;
      }
    },
    [commit, notify, userId, wordbookId],
  );

  /** Many pasted words at once; the answer (or null when the call failed) says what was skipped. */
  const addMany = useCallback(
    async (text: string): Promise<TPasteWordsResponse | null> => {
      try {
        const answer = await pasteWords(wordbookId, text);
        commit((list) => [...list, ...answer.words]);
        return answer;
      } catch (error) {
        notify.error(error instanceof ApiError && error.status === 400 ? error.message : WORD_MESSAGES.createFailed);
        return null;
      }
    },
    [commit, notify, wordbookId],
  );

  const edit = useCallback(
    async (id: string, changes: TWordChanges): Promise<boolean> => {
      const before = wordsRef.current.find((w) => w.id === id);
      if (!before) return false;
      setWords((list) =>
        list.map((w) =>
          w.id === id
            ? {
                ...w,
                text: changes.text,
                meaning: changes.meaning,
                meaning_origin: changes.meaning ? 'user' : null,
                example: changes.example,
                example_origin: changes.example ? 'user' : null,
                pending: 'update',
              }
            : w,
        ),
      );
      try {
        await updateWord(id, changes);
        commit((list) => list.map((w) => (w.id === id ? { ...w, pending: undefined, updated_at: new Date().toISOString() } : w)));
        return true;
      } catch {
        setWords((list) => list.map((w) => (w.id === id ? before : w)));
        notify.error(WORD_MESSAGES.updateFailed);
        return false;
      }
    },
    [commit, notify],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      mark(id, 'delete');
      try {
        await deleteWord(id);
        commit((list) => list.filter((w) => w.id !== id));
        return true;
      } catch {
        mark(id, undefined);
        notify.error(WORD_MESSAGES.deleteFailed);
        return false;
      }
    },
    [commit, mark, notify],
  );

  const select = useCallback(
    async (id: string, type: TAiType, index: number): Promise<void> => {
      const before = wordsRef.current.find((w) => w.id === id);
      if (!before) return;
      const field = type === 'definition' ? 'selected_meaning_index' : 'selected_example_index';
      setWords((list) => list.map((w) => (w.id === id ? { ...w, [field]: index } : w)));
      try {
        await selectAlternative(id, type, index);
        commit((list) => list);
      } catch {
        setWords((list) => list.map((w) => (w.id === id ? { ...w, [field]: before[field] } : w)));
        notify.error(WORD_MESSAGES.updateFailed);
      }
    },
    [commit, notify],
  );

  /** A word as the server now has it (after an AI generation). */
  const replace = useCallback(
    (word: TWord) => commit((list) => list.map((w) => (w.id === word.id ? { ...word, pending: w.pending } : w))),
    [commit],
  );

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return useMemo(
    () => ({ words, status, fromCache, add, addMany, edit, remove, select, replace, retry }),
    [words, status, fromCache, add, addMany, edit, remove, select, replace, retry],
  );
}

export type WordListApi = ReturnType<typeof useWordList>;
