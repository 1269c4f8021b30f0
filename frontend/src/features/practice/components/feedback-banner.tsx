import type { TAnswerResponse } from '@wordbook/core/contract/practice';
import { SKIP_RESPONSE, WRONG_ADVANCE_MS } from '@wordbook/core/rules/practice-rules';
import { Button } from '../../../components/ui/button';
import { I_DONT_KNOW } from '../lib/session-labels';

/**
 * The feedback banner (document 2, §4, §8): one of the spec's phrases; after a wrong answer the
 * right one, and either the 2-second countdown (auto-advance) or the manual banner waiting for
 * Continue, Enter or a key 0–9. Continue also works during the countdown.
 */
export function FeedbackBanner({
  result,
  phrase,
  typedAnswer,
  autoAdvance,
  onContinue,
}: {
  result: TAnswerResponse;
  phrase: string;
  /** The learner's typed text (short and blank questions), shown next to the right answer. */
  typedAnswer: string | null;
  autoAdvance: boolean;
  onContinue: () => void;
}) {
  const wrong = !result.isCorrect;
  if (!wrong) {
    return (
      <div className="pr-feedback pr-feedback--correct">
        <i className="pi pi-check-circle pr-feedback__icon" aria-hidden="true" />
        <p className="pr-feedback__phrase">{phrase}</p>
      </div>
    );
  }
  return (
    <div className="pr-feedback pr-feedback--wrong">
      <i className="pi pi-times-circle pr-feedback__icon" aria-hidden="true" />
      <div className="pr-feedback__body">
        <p className="pr-feedback__phrase">{phrase}</p>
        <p className="pr-feedback__answer">
          Correct answer: <strong>{result.correctAnswer}</strong>
        </p>
        {typedAnswer !== null ? (
          <p className="pr-feedback__yours">Your answer: {result.userResponse === SKIP_RESPONSE ? I_DONT_KNOW : typedAnswer}</p>
        ) : null}
        <p className="pr-feedback__hint">
          {autoAdvance ? 'Next question in 2 seconds. ' : ''}Press <kbd>Enter</kbd> or <kbd>0</kbd>–<kbd>9</kbd> to continue.
        </p>
        {autoAdvance ? <span className="pr-feedback__timer" style={{ animationDuration: `${WRONG_ADVANCE_MS}ms` }} aria-hidden="true" /> : null}
      </div>
      {/* Focused, so keys reach the screen (the answer field is done with them) and Enter presses it. */}
      <Button autoFocus label="Continue" icon="pi pi-arrow-right" iconPos="right" onClick={onContinue} className="pr-feedback__continue" />
    </div>
  );
}
