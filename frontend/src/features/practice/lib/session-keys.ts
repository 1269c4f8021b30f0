/**
 * Keys on the session screen (document 2, §4 and §5): 1 to the number of choices pick an option
 * of a multiple-choice question; after a wrong answer Enter or any of 0–9 goes on; on the break
 * overlay Enter or 1–9 continue. Nothing else is bound, so typed answers keep their digits.
 */

export type TSessionPhase = 'loading' | 'question' | 'submitting' | 'feedback' | 'break' | 'done' | 'error' | 'inactive';

export type TKeyContext = {
  phase: TSessionPhase;
  /** Choices of the question on screen; 0 for a typed question. */
  choiceCount: number;
  /** The verdict on screen while phase is 'feedback'. */
  verdict: 'correct' | 'wrong' | null;
};

export type TKeyAction = { type: 'choose'; index: number } | { type: 'continue' } | null;

export function practiceKeyAction(key: string, context: TKeyContext): TKeyAction {
  const { phase, choiceCount, verdict } = context;
  if (phase === 'question') {
    if (!/^[1-9]$/.test(key)) return null;
    const index = Number(key) - 1;
    return index < choiceCount ? { type: 'choose', index } : null;
  }
  // A right answer moves on by itself after 500 ms; keys then would only answer the next question early.
  if (phase === 'feedback' && verdict === 'wrong') return key === 'Enter' || /^[0-9]$/.test(key) ? { type: 'continue' } : null;
  if (phase === 'break') return key === 'Enter' || /^[1-9]$/.test(key) ? { type: 'continue' } : null;
  return null;
}

/** Keys typed into these elements belong to them, not to the screen's shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox';
}
