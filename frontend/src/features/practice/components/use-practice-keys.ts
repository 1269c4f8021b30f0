import type { TPracticeQuestion } from '@wordbook/core/contract/practice';
import { CORRECT_ADVANCE_MS, WRONG_ADVANCE_MS } from '@wordbook/core/rules/practice-rules';
import { useEffect, useRef } from 'react';
import { isTypingTarget, practiceKeyAction, type TKeyAction, type TSessionPhase } from '../lib/session-keys';

type TVerdict = { isCorrect: boolean };

/** What the keys read of the screen at the moment of a press. */
export type TKeyScreen = { phase: TSessionPhase; question: TPracticeQuestion | null | undefined; result: TVerdict | null | undefined };

/**
 * The session's keys on the window (practiceKeyAction says what a key does in each phase): a
 * digit answers, Enter or a digit moves on. `read` and `act` are the latest render's, so the
 * listener is added once.
 */
export function usePracticeKeys(read: () => TKeyScreen, act: (action: NonNullable<TKeyAction>, phase: TSessionPhase) => void): void {
  const latest = useRef({ read, act });
  latest.current = { read, act };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat || isTypingTarget(event.target)) return;
      // A focused button or link answers Enter itself.
      if (event.key === 'Enter' && (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) return;
      const screen = latest.current.read();
      const action = practiceKeyAction(event.key, {
        phase: screen.phase,
        choiceCount: screen.question?.type === 'mcq' ? screen.question.data.choices.length : 0,
        verdict: screen.result ? (screen.result.isCorrect ? 'correct' : 'wrong') : null,
      });
      if (!action) return;
      event.preventDefault();
      latest.current.act(action, screen.phase);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The verdict on screen moves on by itself: 500 ms after a right answer, 2 s after a wrong one with auto-advance; otherwise the learner continues. */
export function useAutoAdvance(verdict: TVerdict | null | undefined, autoAdvance: boolean, advance: () => void): void {
  useEffect(() => {
    if (!verdict || (!verdict.isCorrect && !autoAdvance)) return;
    const timer = setTimeout(advance, verdict.isCorrect ? CORRECT_ADVANCE_MS : WRONG_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [verdict, autoAdvance, advance]);
}
