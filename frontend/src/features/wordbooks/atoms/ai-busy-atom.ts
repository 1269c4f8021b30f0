import { atom } from '../../../lib/jotai';

/**
 * The word-and-type pairs with a generation under way (`wordId:type`). Claiming is synchronous,
 * so a second request for the same pair is skipped (document 1, §4), and Bulk Generate skips
 * words that are busy.
 */
export const aiBusyAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Marks `key` busy; false when it already was (the caller then skips its request). */
export const claimAiBusyAtom = atom(null, (get, set, key: string): boolean => {
  const busy = get(aiBusyAtom);
  if (busy.has(key)) return false;
  set(aiBusyAtom, new Set([...busy, key]));
  return true;
});

export const releaseAiBusyAtom = atom(null, (get, set, key: string) => {
  const busy = get(aiBusyAtom);
  if (!busy.has(key)) return;
  const next = new Set(busy);
  next.delete(key);
  set(aiBusyAtom, next);
});
