import type { TAnswerResponse } from '@wordbook/core/contract/practice';
import { normaliseAnswer, SKIP_RESPONSE, WRONG_ADVANCE_MS } from '@wordbook/core/rules/practice-rules';
import { Button } from '../../../components/ui/button';
import { I_DONT_KNOW } from '../lib/session-labels';
import { oneLetterSlip } from '../lib/typed-answer';

export const SKIPPED_PHRASE = 'Here is the answer.';

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
  // "I don't know" is not a miss to cheer up: the banner simply gives the answer.
  const skipped = result.userResponse === SKIP_RESPONSE;
  // A near miss is still a miss (the server's verdict stands), but the learner sees where it slipped.
  const slip = wrong && !skipped && typedAnswer !== null ? oneLetterSlip(typedAnswer, result.correctAnswer) : null;
  if (!wrong) {
    // Another accepted form (go for went): say which one the question expected.
    const otherForm = typedAnswer !== null && normaliseAnswer(typedAnswer) !== normaliseAnswer(result.correctAnswer);
    return (
      <div className="pr-feedback pr-feedback--correct">
        <i className="pi pi-check-circle pr-feedback__icon" aria-hidden="true" />
        <p className="pr-feedback__phrase">{phrase}</p>
        {otherForm ? (
          <p className="pr-feedback__answer">
            Accepted. Expected: <strong>{result.correctAnswer}</strong>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="pr-feedback pr-feedback--wrong">
      <i className="pi pi-times-circle pr-feedback__icon" aria-hidden="true" />
      <div className="pr-feedback__body">
        <p className="pr-feedback__phrase">{skipped ? SKIPPED_PHRASE : phrase}</p>
        <p className="pr-feedback__answer">
          Correct answer: <strong>{result.correctAnswer}</strong>
        </p>
        {typedAnswer !== null ? (
          <p className="pr-feedback__yours">Your answer: {skipped ? I_DONT_KNOW : typedAnswer}</p>
        ) : null}
        {slip ? (
          <p className="pr-feedback__slip">
            Almost — one letter off:{' '}
            <span className="pr-feedback__slip-word">
              {slip.map((part, index) =>
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one word never move
                part.changed ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
              )}
            </span>
          </p>
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
