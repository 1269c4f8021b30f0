import { atom } from '../../../lib/jotai';
import type { WordbookOrder, WordOrder } from '../lib/word-rules';

/** The sidebar's order: oldest first by default (document 1, §4). */
export const wordbookOrderAtom = atom<WordbookOrder>('oldest');

/** The word list's order. */
export const wordOrderAtom = atom<WordOrder>('oldest');

/** On phones the sidebar folds away; the learner can open it. */
export const sidebarOpenAtom = atom(false);
