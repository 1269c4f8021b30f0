import type { TAttempt } from '@wordbook/core/contract/practice';
import { MODE_LABELS, SKIP_RESPONSE } from '@wordbook/core/rules/practice-rules';
import { Tag } from 'primereact/tag';
import { correctText, formatDateTime, I_DONT_KNOW, responseText } from '../lib/session-labels';
import { GappedSentence } from './question-view';

function Choices({ attempt }: { attempt: TAttempt }) {
  if (attempt.question.type !== 'mcq' || !('correctIndex' in attempt.answer)) return null;
  const { correctIndex } = attempt.answer;
  const picked = attempt.userResponse === SKIP_RESPONSE ? -1 : Number(attempt.userResponse);
  return (
    <ol className="pr-attempt__choices">
      {attempt.question.data.choices.map((choice, index) => {
        const correct = index === correctIndex;
        const chosen = index === picked;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are positional
          <li key={index} className={`pr-attempt__choice row${correct ? ' pr-attempt__choice--correct' : ''}${chosen && !correct ? ' pr-attempt__choice--wrong' : ''}`}>
            <span className="pr-attempt__choice-key" aria-hidden="true">
              {index + 1}
            </span>
            <span className="pr-attempt__choice-text">{choice}</span>
            {correct ? (
              <span className="pr-attempt__choice-mark">
                <i className="pi pi-check" aria-hidden="true" /> Correct answer
              </span>
            ) : null}
            {chosen && !correct ? (
              <span className="pr-attempt__choice-mark">
                <i className="pi pi-times" aria-hidden="true" /> Your answer
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** One answered question of a session as it was asked (document 2, §2.7, §3 "Attempt"). */
export function AttemptCard({ attempt, number }: { attempt: TAttempt; number: number }) {
  const { question } = attempt;
  const skipped = attempt.userResponse === SKIP_RESPONSE;
  const titleId = `pr-attempt-${attempt.id}`;
  let prompt: React.ReactNode;
  if (question.type === 'mcq') {
    prompt =
      attempt.mode === 'blankObj' ? (
        <p className="pr-attempt__sentence">
          <GappedSentence sentence={question.data.sentence ?? question.data.stem} />
        </p>
      ) : (
        <p className={attempt.mode === 'wtmObj' ? 'pr-attempt__word' : 'pr-attempt__meaning'}>{question.data.stem}</p>
      );
  } else if (question.type === 'blank') {
    prompt = (
      <>
        <p className="pr-attempt__sentence">
          <GappedSentence sentence={question.data.sentence} />
        </p>
        {question.data.hint ? <p className="pr-attempt__hint">Meaning: {question.data.hint}</p> : null}
      </>
    );
  } else {
    prompt = <p className="pr-attempt__meaning">{question.data.prompt}</p>;
  }

  return (
    <article className={`pr-attempt stack pr-attempt--${attempt.isCorrect ? 'correct' : 'wrong'}`} aria-labelledby={titleId}>
      <div className="pr-attempt__head row">
        <h3 id={titleId} className="pr-attempt__title">
          <span className="pr-attempt__number">#{number}</span> {attempt.wordText}
        </h3>
        <Tag
          value={attempt.isCorrect ? 'Correct' : skipped ? I_DONT_KNOW : 'Incorrect'}
          icon={attempt.isCorrect ? 'pi pi-check' : 'pi pi-times'}
          className={`wb-badge pr-attempt__tag pr-attempt__tag--${attempt.isCorrect ? 'correct' : 'wrong'}`}
        />
      </div>
      <p className="pr-attempt__meta">
        {MODE_LABELS[attempt.mode]} · {formatDateTime(attempt.createdAt)}
      </p>
      {prompt}
      {question.type === 'mcq' ? (
        <>
          <Choices attempt={attempt} />
          {skipped ? <p className="pr-attempt__answer">Your answer: {I_DONT_KNOW}</p> : null}
        </>
      ) : (
        <dl className="pr-attempt__answers">
          <div>
            <dt>Your answer</dt>
            <dd className={attempt.isCorrect ? 'pr-stats__good' : 'pr-stats__bad'}>{responseText(attempt)}</dd>
          </div>
          <div>
            <dt>Correct answer</dt>
            <dd>{correctText(attempt)}</dd>
          </div>
        </dl>
      )}
    </article>
  );
}
