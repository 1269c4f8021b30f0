import type { TDraftAnswer } from './round-draft';

export const I_DONT_KNOW = -1;

export type ForwardButton = { label: 'Next' | 'Skip & Next' | 'Submit Round'; enabled: boolean };

/**
 * The forward button of a question (document 2, §2.1 and §4): 'Submit Round' on the last
 * question of a round, else 'Next' once it is answered (an option or "I don't know"), else
 * 'Skip & Next' while skipping is allowed. Skipping is allowed on every question but the last:
 * a skipped question is sent as null and counts as "I don't know", and a round is submitted only
 * once its last question is answered, so it cannot be sent by accident.
 */
export function forwardButton(answers: readonly TDraftAnswer[], index: number): ForwardButton {
  const answered = answers[index] !== null && answers[index] !== undefined;
  const last = index >= answers.length - 1;
  if (last) return { label: 'Submit Round', enabled: answered };
  return answered ? { label: 'Next', enabled: true } : { label: 'Skip & Next', enabled: true };
}

/** How many questions of the round have an answer. */
export const answeredCount = (answers: readonly TDraftAnswer[]): number => answers.filter((a) => a !== null).length;

/**
 * The answer a key press chooses: 1–4 pick the options, 0 or D "I don't know"; anything else null.
 */
export function answerForKey(key: string, optionCount: number): number | null {
  if (key === '0' || key === 'd' || key === 'D') return I_DONT_KNOW;
  const n = Number(key);
  if (Number.isInteger(n) && n >= 1 && n <= optionCount && key.length === 1) return n - 1;
  return null;
}
