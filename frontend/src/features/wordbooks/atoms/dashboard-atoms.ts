import { atom, atomWithStorage } from '../../../lib/jotai';
import { userDataKey } from '../../../lib/session-storage';
import type { WordbookOrder, WordOrder } from '../lib/word-rules';

/** The sidebar's order: oldest first by default (document 1, §4). */
export const wordbookOrderAtom = atom<WordbookOrder>('oldest');

/** The word list's order, remembered on this device. */
export const wordOrderAtom = atomWithStorage<WordOrder>(userDataKey('wordbook.word-order'), 'oldest', undefined, { getOnInit: true });

/** On phones the sidebar folds away; the learner can open it. */
export const sidebarOpenAtom = atom(false);
