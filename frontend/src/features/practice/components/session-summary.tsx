import type { TAttempt, TSessionDetail } from '@wordbook/core/contract/practice';
import { MODE_LABELS, PLAYABLE_MODES, isPlayableMode } from '@wordbook/core/rules/practice-rules';
import { wordKey } from '@wordbook/core/rules/wordbook-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { refusalMessage } from '../../../lib/api-client';
import { createPracticeSession } from '../api/create-practice-session';
import { getWordsForPractice } from '../api/get-words-for-practice';
import { summarizeAttempts } from '../lib/session-summary';
import { IconNote } from '../../../components/ui/icon-note';

export const PRACTISE_AGAIN_FAILED = 'Could not start a session with these words.';

/**
 * The summary after a session, worth a screenshot: the words learned, accuracy in each exercise,
 * and the words missed most with a button that practises just those again in the same exercises.
 */
export function SessionSummary({ session, attempts }: { session: TSessionDetail; attempts: TAttempt[] }) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = summarizeAttempts(attempts);

  async function practiseHardest() {
    setStarting(true);
    setError(null);
    try {
      const hard = new Set(summary.hardest.map((w) => wordKey(w.text)));
      const { words } = await getWordsForPractice(session.wordbookId, false);
      const modes = Object.fromEntries(PLAYABLE_MODES.map((mode) => [mode, { enabled: session.options.includes(mode), required: 1 }]));
      const outcome = await createPracticeSession({
        wordbookId: session.wordbookId,
        modes,
        numChoices: session.numChoices,
        showProgress: session.showProgress,
        forceNew: true,
        excludedWordIds: words.filter((w) => !hard.has(wordKey(w.text))).map((w) => w.id),
        chunkSize: 0,
      });
      if (outcome.kind === 'created') navigate(`/practice/session/${outcome.session.sessionId}`);
    } catch (failure) {
      setError(refusalMessage(failure, PRACTISE_AGAIN_FAILED));
      setStarting(false);
    }
  }

  return (
    <div className="pr-summary stack">
      <p className="pr-summary__learned">
        <strong>{summary.words}</strong> {summary.words === 1 ? 'word' : 'words'} learned, <strong>{summary.firstTry}</strong> right the first time.
      </p>
      {summary.byMode.length > 0 ? (
        <section className="pr-summary__part stack" aria-labelledby="pr-summary-modes">
          <h2 id="pr-summary-modes" className="pr-summary__title">
            Accuracy by exercise
          </h2>
          <ul className="pr-summary__modes stack">
            {summary.byMode.map((row) =>
              isPlayableMode(row.mode) ? (
                <li key={row.mode} className="pr-summary__mode">
                  <span className="pr-summary__mode-name">{MODE_LABELS[row.mode]}</span>
                  <span className="pr-summary__mode-value">
                    {row.percent}% <span className="pr-summary__mode-count">({row.correct} of {row.answered})</span>
                  </span>
                  <span className="pr-summary__meter" aria-hidden="true">
                    <span style={{ width: `${row.percent ?? 0}%` }} />
                  </span>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
      {summary.hardest.length > 0 ? (
        <section className="pr-summary__part stack" aria-labelledby="pr-summary-hardest">
          <h2 id="pr-summary-hardest" className="pr-summary__title">
            Hardest words
          </h2>
          <ul className="pr-summary__hardest cluster">
            {summary.hardest.map((word) => (
              <li key={word.text} className="pill pr-summary__word">
                {word.text} <span className="pr-summary__misses">· missed {word.misses === 1 ? 'once' : `${word.misses} times`}</span>
              </li>
            ))}
          </ul>
          <div>
            <Button label="Practise these again" icon="pi pi-replay" variant="outlined" loading={starting} disabled={starting} onClick={() => void practiseHardest()} />
          </div>
          <IconNote className="pr-card__save-error row" role="alert" icon="pi pi-exclamation-circle" text={error} />
        </section>
      ) : (
        <p className="pr-summary__perfect">No word was missed in this session.</p>
      )}
    </div>
  );
}
