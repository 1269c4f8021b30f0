import type { TUpdateWordbookRequest, TWordbook } from '@wordbook/core/contract/wordbooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from '../../../components/notice/notice-atoms';
import { ApiError } from '../../../lib/api-client';
import { createWordbook } from '../api/create-wordbook';
import { deleteWordbook } from '../../../lib/api/delete-wordbook';
import { listWordbooks } from '../../../lib/api/list-wordbooks';
import { updateWordbook } from '../../../lib/api/update-wordbook';
import { forgetCachedWords, readCachedWordbooks, writeCachedWordbooks } from '../lib/offline-cache';

/** A wordbook on screen; `pending` while its creation awaits the server's id. */
export type LocalWordbook = TWordbook & { pending?: boolean };

export type ListStatus = 'loading' | 'ready' | 'failed';

export type CreateOutcome = { kind: 'created'; wordbook: TWordbook } | { kind: 'duplicate' } | { kind: 'failed' };
export type UpdateOutcome = { ok: true } | { ok: false; status: number; message: string };

export const WORDBOOK_MESSAGES = {
  loadFailed: 'Failed to load wordbooks.',
  createFailed: 'Failed to create wordbook.',
  updateFailed: 'Failed to update wordbook.',
  deleteFailed: 'Failed to delete wordbook.',
} as const;

/** The wordbook fields a PATCH changes, for the optimistic copy. */
function applyChanges(wordbook: LocalWordbook, changes: TUpdateWordbookRequest): LocalWordbook {
  const next = { ...wordbook, updated_at: new Date().toISOString() };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.isMain !== undefined) next.is_main = changes.isMain;
  if (changes.favorite !== undefined) next.is_favorite = changes.favorite ? 1 : 0;
  if (changes.ai_reuse_behavior !== undefined) next.ai_reuse_behavior = changes.ai_reuse_behavior;
  return next;
}

let tempCounter = 0;

/**
 * The list with a created wordbook in its placeholder's place; when a list answer that landed
 * meanwhile dropped the placeholder (and may already hold the wordbook), added at the end.
 */
function withCreated(list: LocalWordbook[], placeholderId: string, saved: LocalWordbook): LocalWordbook[] {
  if (list.some((w) => w.id === placeholderId)) return list.map((w) => (w.id === placeholderId ? saved : w));
  return [...list.filter((w) => w.id !== saved.id), saved];
}

/**
 * The learner's wordbooks: loaded once (and again when the browser comes back online), kept in
 * the offline cache, and changed optimistically with rollback (document 1, §4 and §8).
 */
export function useWordbookList(userId: string, online: boolean) {
  const notify = useNotify();
  const [wordbooks, setWordbooks] = useState<LocalWordbook[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [fromCache, setFromCache] = useState(false);
  const wordbooksRef = useRef(wordbooks);
  wordbooksRef.current = wordbooks;
  // Read by the load without re-running it: a list already shown stays while offline.
  const statusRef = useRef(status);
  statusRef.current = status;
  // Counts this tab's own changes: a list answer fetched across one may predate it, and is fetched again.
  const localChanges = useRef(0);

  const load = useCallback(
    async (signal: AbortSignal) => {
      const readFromCache = async () => {
        const cached = await readCachedWordbooks(userId);
        if (signal.aborted) return;
        setWordbooks(cached ?? []);
        setFromCache(true);
        setStatus(cached ? 'ready' : 'failed');
      };
      if (!navigator.onLine) {
        await readFromCache();
        return;
      }
      try {
        let loaded: LocalWordbook[];
        let seen: number;
        do {
          seen = localChanges.current;
          loaded = await listWordbooks(signal);
        } while (seen !== localChanges.current);
        setWordbooks(loaded);
        setFromCache(false);
        setStatus('ready');
        writeCachedWordbooks(userId, loaded);
      } catch {
        if (signal.aborted) return;
        notify.error(WORDBOOK_MESSAGES.loadFailed);
        await readFromCache();
      }
    },
    [notify, userId],
  );

  useEffect(() => {
    if (!online && statusRef.current !== 'loading') return undefined;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, online]);

  /** Saves the settled list to the cache after every change that the server confirmed. */
  const commit = useCallback(
    (update: (list: LocalWordbook[]) => LocalWordbook[]) => {
      localChanges.current += 1;
      setWordbooks((list) => {
        const next = update(list);
        writeCachedWordbooks(
          userId,
          next.filter((w) => !w.pending),
        );
        return next;
      });
    },
    [userId],
  );

  const create = useCallback(
    async (name: string): Promise<CreateOutcome> => {
      tempCounter += 1;
      const now = new Date().toISOString();
      const temp: LocalWordbook = {
        id: `pending-${tempCounter}`,
        user_id: userId,
        name,
        type: 'free',
        is_main: false,
        is_favorite: 0,
        created_at: now,
        updated_at: now,
        deleted: false,
        ai_reuse_behavior: 'ask',
        word_count: 0,
        pending: true,
      };
      localChanges.current += 1;
      setWordbooks((list) => [...list, temp]);
      try {
        const saved = await createWordbook(name);
        commit((list) => withCreated(list, temp.id, saved));
        return { kind: 'created', wordbook: saved };
      } catch (error) {
        setWordbooks((list) => list.filter((w) => w.id !== temp.id));
        if (error instanceof ApiError && error.status === 409) return { kind: 'duplicate' };
        notify.error(WORDBOOK_MESSAGES.createFailed);
        return { kind: 'failed' };
      }
    },
    [commit, notify, userId],
  );

  const update = useCallback(
    async (id: string, changes: TUpdateWordbookRequest, options: { quiet?: boolean } = {}): Promise<UpdateOutcome> => {
      const before = wordbooksRef.current.find((w) => w.id === id);
      if (!before) return { ok: false, status: 404, message: WORDBOOK_MESSAGES.updateFailed };
      const previousMain = changes.isMain ? wordbooksRef.current.find((w) => w.is_main && w.id !== id) : undefined;
      setWordbooks((list) =>
        list.map((w) => {
          if (w.id === id) return applyChanges(w, changes);
          // Only one main wordbook: the server moves the flag, so the old one loses it.
          if (changes.isMain && w.is_main) return { ...w, is_main: false };
          return w;
        }),
      );
      try {
        await updateWordbook(id, changes);
        commit((list) => list);
        return { ok: true };
      } catch (error) {
        setWordbooks((list) =>
          list.map((w) => {
            if (w.id === id) return { ...w, ...pickChanged(before, changes) };
            if (previousMain && w.id === previousMain.id) return { ...w, is_main: true };
            return w;
          }),
        );
        const status = error instanceof ApiError ? error.status : 0;
        if (!options.quiet) notify.error(WORDBOOK_MESSAGES.updateFailed);
        return { ok: false, status, message: error instanceof ApiError ? error.message : WORDBOOK_MESSAGES.updateFailed };
      }
    },
    [commit, notify],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await deleteWordbook(id);
        commit((list) => list.filter((w) => w.id !== id));
        forgetCachedWords(userId, id);
        return true;
      } catch {
        notify.error(WORDBOOK_MESSAGES.deleteFailed);
        return false;
      }
    },
    [commit, notify, userId],
  );

  /** Keeps the badge and sidebar count in step with the word list. */
  const setWordCount = useCallback(
    (id: string, count: number) => {
      if (wordbooksRef.current.find((w) => w.id === id)?.word_count === count) return;
      commit((list) => list.map((w) => (w.id === id ? { ...w, word_count: count } : w)));
    },
    [commit],
  );

  /** Loads the list again (e.g. after a wordbook was made elsewhere, such as the AI generator). */
  const reload = useCallback(() => void load(new AbortController().signal), [load]);

  return useMemo(
    () => ({ wordbooks, status, fromCache, create, update, remove, setWordCount, reload }),
    [wordbooks, status, fromCache, create, update, remove, setWordCount, reload],
  );
}

/** The fields of `before` that `changes` touched, to put back after a failed PATCH. */
function pickChanged(before: LocalWordbook, changes: TUpdateWordbookRequest): Partial<LocalWordbook> {
  const restore: Partial<LocalWordbook> = { updated_at: before.updated_at };
  if (changes.name !== undefined) restore.name = before.name;
  if (changes.isMain !== undefined) restore.is_main = before.is_main;
  if (changes.favorite !== undefined) restore.is_favorite = before.is_favorite;
  if (changes.ai_reuse_behavior !== undefined) restore.ai_reuse_behavior = before.ai_reuse_behavior;
  return restore;
}

export type WordbookList = ReturnType<typeof useWordbookList>;
