import type { TLevelWord } from '@wordbook/core/contract/level-test';
import { userDataKey } from '../../../lib/session-storage';

/**
 * Answers are only sent when a round is submitted, so the answers given so far and the question
 * on screen are kept in sessionStorage: a reload reopens the same question with the same
 * answers. Logout clears sessionStorage with everything else the learner left behind.
 */

/** One entry per question: an option index 0–3, -1 for "I don't know", null while unanswered. */
export type TDraftAnswer = number | null;
export type RoundDraft = { answers: TDraftAnswer[]; index: number };

const PREFIX = userDataKey('level-test.');
const roundKey = (testId: string, round: number) => `${PREFIX}${testId}.round${round}`;
const reviewKey = (testId: string) => `${PREFIX}${testId}.review`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isAnswer = (value: unknown): value is TDraftAnswer =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= -1 && value <= 3);

/** A fresh draft: nothing answered, on the first question. */
export const emptyDraft = (count: number): RoundDraft => ({ answers: Array.from({ length: count }, () => null), index: 0 });

/**
 * The stored draft of a round with `count` questions, or an empty one when none is stored or
 * what is stored does not fit (another device's round, a changed question count).
 */
export function loadRoundDraft(testId: string, round: number, count: number): RoundDraft {
  const raw = storage()?.getItem(roundKey(testId, round));
  if (!raw) return emptyDraft(count);
  try {
    const value = JSON.parse(raw) as { answers?: unknown; index?: unknown };
    if (!Array.isArray(value.answers) || value.answers.length !== count || !value.answers.every(isAnswer)) return emptyDraft(count);
    const index = typeof value.index === 'number' && Number.isInteger(value.index) ? Math.min(Math.max(value.index, 0), count - 1) : 0;
    return { answers: value.answers as TDraftAnswer[], index };
  } catch {
    return emptyDraft(count);
  }
}

export function saveRoundDraft(testId: string, round: number, draft: RoundDraft): void {
  try {
    storage()?.setItem(roundKey(testId, round), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload convenience.
  }
}

/** Forgets every stored round (and review) of the level test: after a submit, a finish or a retake. */
export function clearLevelTestDrafts(keep?: { testId: string; round: number }): void {
  const store = storage();
  if (!store) return;
  const keepKey = keep ? roundKey(keep.testId, keep.round) : null;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && key !== keepKey && !key.endsWith('.review')) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

// --- the level wordbook under review -----------------------------------------------------------

/** A word as the learner reviews it: `key` stays the same through edits. */
export type ReviewWord = { key: string; text: string; pos: TLevelWord['pos']; definition: string; example: string; rank: number };

const isReviewWord = (value: unknown): value is ReviewWord => {
  if (!value || typeof value !== 'object') return false;
  const w = value as Record<string, unknown>;
  return typeof w.key === 'string' && typeof w.text === 'string' && typeof w.definition === 'string' && typeof w.example === 'string';
};

/** The review as the learner left it (edits and deletions), or null when none is stored. */
export function loadReview(testId: string): ReviewWord[] | null {
  const raw = storage()?.getItem(reviewKey(testId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) && value.every(isReviewWord) ? value : null;
  } catch {
    return null;
  }
}

export function saveReview(testId: string, words: ReviewWord[]): void {
  try {
    storage()?.setItem(reviewKey(testId), JSON.stringify(words));
  } catch {
    // as above
  }
}

export function clearReview(testId: string): void {
  storage()?.removeItem(reviewKey(testId));
}

/** The draft words as review rows. */
export function reviewWordsOf(words: TLevelWord[]): ReviewWord[] {
  return words.map((w, i) => ({ key: `${i}-${w.text}`, text: w.text, pos: w.pos, definition: w.definition, example: w.example ?? '', rank: w.rank }));
}
