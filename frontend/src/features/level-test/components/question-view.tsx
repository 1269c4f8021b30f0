import type { TLevelTestQuestion } from '@wordbook/core/contract/level-test';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import type { TDraftAnswer } from '../lib/round-draft';
import { answeredCount, answerForKey, forwardButton, I_DONT_KNOW } from '../lib/round-navigation';

const POS_LABEL: Record<TLevelTestQuestion['pos'], string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/** Keys typed into these elements are theirs, not answers. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox';
}

/**
 * One question of a round (document 2, §2.1): the round badge, 'Q n / total', the progress
 * bar, the word and its four meanings plus "I don't know", Previous and the forward button.
 * Keys: 1–4 choose an option, 0 or D "I don't know", Enter goes forward.
 */
export function QuestionView({
  round,
  question,
  index,
  answers,
  answeredBefore,
  onAnswer,
  onPrevious,
  onForward,
}: {
  round: number;
  question: TLevelTestQuestion;
  index: number;
  answers: TDraftAnswer[];
  /** Questions answered in earlier rounds. */
  answeredBefore: number;
  onAnswer: (answer: number) => void;
  onPrevious: () => void;
  onForward: () => void;
}) {
  const total = answers.length;
  const chosen = answers[index] ?? null;
  const forward = forwardButton(answers, index);
  const done = answeredCount(answers);
  const wordRef = useRef<HTMLHeadingElement>(null);

  // Keyboard answering, as long as no dialog or text field has the keys.
  const latest = useRef({ onAnswer, onForward, forward, optionCount: question.options.length });
  latest.current = { onAnswer, onForward, forward, optionCount: question.options.length };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingInto(event.target)) return;
      if (document.querySelector('.p-dialog-mask')) return;
      const { onAnswer: answer, onForward: goOn, forward: button, optionCount } = latest.current;
      if (event.key === 'Enter') {
        // A focused button or link answers Enter itself.
        if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
        if (button.enabled) {
          event.preventDefault();
          goOn();
        }
        return;
      }
      const picked = answerForKey(event.key, optionCount);
      if (picked !== null) {
        event.preventDefault();
        answer(picked);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A new question: screen readers hear the word; the focus is not stolen from the buttons.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new question
  useEffect(() => {
    if (document.activeElement === document.body) wordRef.current?.focus({ preventScroll: true });
  }, [index, round]);

  const groupName = `lt-answer-${round}-${index}`;
  const option = (value: number, key: string, text: string, extraClass = '') => (
    <label key={value} className={`choice-card lt-option${chosen === value ? ' lt-option--chosen' : ''}${extraClass}`}>
      <input type="radio" className="lt-option__input" name={groupName} value={value} checked={chosen === value} onChange={() => onAnswer(value)} />
      <span className="choice-card__key lt-option__key" aria-hidden="true">
        {key}
      </span>
      <span className="lt-option__text">{text}</span>
    </label>
  );

  return (
    <section className="lt-panel surface-card stack lt-test" aria-labelledby="lt-question-word">
      <div className="lt-test__meta row">
        <span className="lt-round-badge">Round {round}</span>
        <span className="lt-test__count" aria-live="polite">
          Q {index + 1} / {total}
        </span>
      </div>
      <ProgressBar
        value={Math.round((done / total) * 100)}
        showValue={false}
        className="lt-test__bar"
        aria-label={`${done} of ${total} questions of round ${round} answered${answeredBefore ? `, ${answeredBefore} in earlier rounds` : ''}`}
      />

      <div className="lt-question">
        <p className="lt-question__prompt">What does this word mean?</p>
        <h2 id="lt-question-word" className="lt-question__word" tabIndex={-1} ref={wordRef}>
          {question.text} <span className="lt-question__pos">({POS_LABEL[question.pos]})</span>
        </h2>
        <fieldset className="lt-options">
          <legend className="visually-hidden">Meaning of “{question.text}”</legend>
          {question.options.map((o, i) => option(i, String(i + 1), o.text))}
          {option(I_DONT_KNOW, '0', "I don't know", ' lt-option--dont-know')}
        </fieldset>
      </div>

      <div className="lt-test__actions">
        <Button
          label="Previous"
          icon="pi pi-arrow-left"
          variant="outlined"
          onClick={() => {
            onPrevious();
            // The word takes the focus, so Enter then goes on (a focused Previous would go back again).
            wordRef.current?.focus({ preventScroll: true });
          }}
          disabled={index === 0}
        />
        <Button
          label={forward.label}
          icon={forward.label === 'Submit Round' ? 'pi pi-send' : 'pi pi-arrow-right'}
          iconPos="right"
          variant={forward.label === 'Skip & Next' ? 'secondary' : 'primary'}
          onClick={onForward}
          disabled={!forward.enabled}
        />
      </div>
      <p className="lt-test__hint">
        <i className="pi pi-info-circle" aria-hidden="true" /> Keys <kbd>1</kbd>–<kbd>4</kbd> choose a meaning, <kbd>0</kbd> or <kbd>D</kbd> “I don't
        know”, <kbd>Enter</kbd> goes on. Guessing does not help: if you do not know a word, say so.
      </p>
    </section>
  );
}
