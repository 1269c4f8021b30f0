import type { TAnswerResponse, TPracticeQuestion } from '@wordbook/core/contract/practice';
import { BLANK, MODE_INSTRUCTIONS, MODE_LABELS, SKIP_RESPONSE, type TPracticeMode } from '@wordbook/core/rules/practice-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SpeakButton } from '../../../components/ui/speak-button';
import { speak } from '../../../lib/speech';
import { I_DONT_KNOW } from '../lib/session-labels';
import { fromKoreanLayout } from '../lib/typed-answer';

/** A sentence with its gap drawn as a gap (and read as "blank"), or filled once the answer is known. */
export function GappedSentence({ sentence, filled }: { sentence: string; filled?: string | null }) {
  const parts = sentence.split(BLANK);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            filled ? (
              <mark className="pr-gap pr-gap--filled">{filled}</mark>
            ) : (
              <span className="pr-gap">
                <span className="visually-hidden">blank</span>
              </span>
            )
          ) : null}
        </span>
      ))}
    </>
  );
}

type TChoiceState = 'idle' | 'correct' | 'wrong' | 'muted';

function choiceState(index: number, chosen: number | string | null, result: TAnswerResponse | null): TChoiceState {
  if (!result || !('correctIndex' in result.answer)) return 'idle';
  if (index === result.answer.correctIndex) return 'correct';
  return index === chosen ? 'wrong' : 'muted';
}

/**
 * One question (document 2, §2.5, §5): the exercise and what it asks, then numbered choices
 * (keys 1–N) or a typed answer, and "I don't know". Once answered, the right choice turns green
 * and a wrong pick red.
 */
export function QuestionView({
  question,
  mode,
  answering,
  chosen,
  result,
  onAnswer,
  readAloud = false,
}: {
  question: TPracticeQuestion;
  mode: TPracticeMode;
  /** True until an answer is sent. */
  answering: boolean;
  chosen: number | string | null;
  result: TAnswerResponse | null;
  onAnswer: (response: number | string) => void;
  /** Read the word aloud by itself: with the question when it shows the word, else once answered. */
  readAloud?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [layoutNote, setLayoutNote] = useState<{ typed: string; read: string } | null>(null);
  const typedQuestion = question.type === 'short' || question.type === 'blank';

  // A new question: the typed answer's field takes the focus, otherwise the question itself (read out, keys 1–N ready).
  useEffect(() => {
    if (typedQuestion) inputRef.current?.focus();
    else headingRef.current?.focus({ preventScroll: true });
  }, [typedQuestion]);

  // The practised word: shown by the question in Word to Meaning, otherwise it is the answer.
  const wordShown = mode === 'wtmObj' && question.type === 'mcq' ? question.data.stem : null;
  const wordToSay = wordShown ?? (result ? result.correctAnswer : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once when it first appears, not again on a new setting
  useEffect(() => {
    if (readAloud && wordToSay) speak(wordToSay);
  }, [wordToSay]);

  const instruction = question.type === 'mcq' ? MODE_INSTRUCTIONS[mode] : question.data.stem;
  const verdict = result ? (result.isCorrect ? 'correct' : 'wrong') : null;

  function submitTyped(event: FormEvent) {
    event.preventDefault();
    if (!answering || typed.trim().length === 0) return;
    // The Korean layout left on: the keys pressed are the answer meant, and the learner is told.
    const keys = fromKoreanLayout(typed);
    if (keys) {
      setLayoutNote({ typed: typed.trim(), read: keys });
      setTyped(keys);
    }
    onAnswer(keys ?? typed);
  }

  let prompt: React.ReactNode;
  if (question.type === 'mcq') {
    prompt =
      mode === 'blankObj' ? (
        <p className="pr-question__sentence">
          <GappedSentence sentence={question.data.sentence ?? question.data.stem} />
        </p>
      ) : mode === 'wtmObj' ? (
        <p className="pr-question__word row">
          {question.data.stem}
          <SpeakButton text={question.data.stem} />
        </p>
      ) : (
        <p className="pr-question__meaning">{question.data.stem}</p>
      );
  } else if (question.type === 'blank') {
    prompt = (
      <>
        <p className="pr-question__sentence">
          <GappedSentence sentence={question.data.sentence} filled={result && !result.isCorrect ? result.correctAnswer : null} />
        </p>
        {question.data.hint ? (
          <p className="pr-question__hint">
            <span className="pr-question__hint-label">Meaning:</span> {question.data.hint}
          </p>
        ) : null}
      </>
    );
  } else {
    prompt = <p className="pr-question__meaning">{question.data.prompt}</p>;
  }

  return (
    <div className="pr-question stack" data-mode={mode}>
      <p className="pr-question__mode">{MODE_LABELS[mode]}</p>
      <h2 className="pr-question__instruction" tabIndex={-1} ref={headingRef}>
        {instruction}
      </h2>
      <div className="pr-question__prompt">{prompt}</div>

      {question.type === 'mcq' ? (
        <ol className={`pr-choices pr-choices--${question.data.choices.length > 4 ? 'many' : 'few'}`} aria-label="Choices">
          {question.data.choices.map((choice, index) => {
            const state = choiceState(index, chosen, result);
            const isChosen = chosen === index;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: choices are positional (key n picks the n-th)
              <li key={index}>
                <button
                  type="button"
                  className={`choice-card pr-choice pr-choice--${state}${isChosen ? ' pr-choice--chosen' : ''}`}
                  onClick={() => onAnswer(index)}
                  disabled={!answering}
                  aria-keyshortcuts={String(index + 1)}
                >
                  <span className="choice-card__key pr-choice__key" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="pr-choice__text">{choice}</span>
                  {state === 'correct' ? (
                    <span className="pr-choice__mark">
                      <i className="pi pi-check-circle" aria-hidden="true" />
                      <span className="visually-hidden">(correct answer)</span>
                    </span>
                  ) : state === 'wrong' ? (
                    <span className="pr-choice__mark">
                      <i className="pi pi-times-circle" aria-hidden="true" />
                      <span className="visually-hidden">(your answer)</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <form className="pr-typed" onSubmit={submitTyped} noValidate>
          <label htmlFor="pr-typed-answer" className="visually-hidden">
            Your answer
          </label>
          <input
            id="pr-typed-answer"
            ref={inputRef}
            className={`p-inputtext p-component wb-input pr-typed__input${verdict ? ` pr-typed__input--${verdict}` : ''}`}
            value={answering ? typed : chosen === SKIP_RESPONSE ? '' : typed}
            onChange={(event) => setTyped(event.target.value)}
            readOnly={!answering}
            placeholder={answering ? 'Type your answer' : chosen === SKIP_RESPONSE ? I_DONT_KNOW : ''}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={200}
            aria-invalid={verdict === 'wrong' ? true : undefined}
          />
          <Button type="submit" label="Check" icon="pi pi-check" disabled={!answering || typed.trim().length === 0} />
          {layoutNote ? (
            <p className="pr-typed__layout row" role="status">
              <i className="pi pi-info-circle" aria-hidden="true" />
              <span>
                “{layoutNote.typed}” was typed with the Korean keyboard on; it was read as “{layoutNote.read}”.
              </span>
            </p>
          ) : null}
        </form>
      )}

      {wordToSay && !wordShown ? (
        <p className="pr-question__said row">
          <span>{wordToSay}</span>
          <SpeakButton text={wordToSay} />
        </p>
      ) : null}

      <div className="pr-question__skip">
        <Button label={I_DONT_KNOW} icon="pi pi-question-circle" variant="text" onClick={() => onAnswer(SKIP_RESPONSE)} disabled={!answering} />
      </div>
    </div>
  );
}
