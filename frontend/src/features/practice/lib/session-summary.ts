import type { TAttempt } from '@wordbook/core/contract/practice';
import { PLAYABLE_MODES, type TPracticeMode } from '@wordbook/core/rules/practice-rules';
import { wordKey } from '@wordbook/core/rules/wordbook-rules';
import { accuracy } from './session-labels';

/** The finish screen's summary: what was learned, how each exercise went, and the words that cost most. */

export const HARDEST_SHOWN = 5;

export type TModeAccuracy = { mode: TPracticeMode; correct: number; answered: number; percent: number | null };
export type THardWord = { text: string; misses: number };
export type TSessionSummary = { words: number; firstTry: number; byMode: TModeAccuracy[]; hardest: THardWord[] };

export function summarizeAttempts(attempts: readonly Pick<TAttempt, 'wordText' | 'mode' | 'isCorrect'>[]): TSessionSummary {
  const misses = new Map<string, THardWord>();
  for (const attempt of attempts) {
    const key = wordKey(attempt.wordText);
    const entry = misses.get(key) ?? { text: attempt.wordText, misses: 0 };
    if (!attempt.isCorrect) entry.misses += 1;
    misses.set(key, entry);
  }
  const byMode = PLAYABLE_MODES.flatMap((mode): TModeAccuracy[] => {
    const ofMode = attempts.filter((a) => a.mode === mode);
    if (ofMode.length === 0) return [];
    const correct = ofMode.filter((a) => a.isCorrect).length;
    return [{ mode, correct, answered: ofMode.length, percent: accuracy(correct, ofMode.length) }];
  });
  const all = [...misses.values()];
  const hardest = all
    .filter((w) => w.misses > 0)
    .sort((a, b) => b.misses - a.misses || a.text.localeCompare(b.text))
    .slice(0, HARDEST_SHOWN);
  return { words: all.length, firstTry: all.filter((w) => w.misses === 0).length, byMode, hardest };
}
