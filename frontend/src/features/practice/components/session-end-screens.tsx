import type { TAttempt, TSessionDetail } from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import type { ReactNode } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';
import { accuracy } from '../lib/session-labels';
import { SessionSummary } from './session-summary';

/** 'Great work': the session's words, answers and accuracy, and the ways on. */
export function FinishScreen({ header, total, summary, attempts, sessionId, onDashboard }: {
  header: ReactNode;
  total: number;
  summary: TSessionDetail | null;
  attempts: TAttempt[] | null;
  sessionId: string;
  onDashboard: () => void;
}) {
  const answered = summary ? summary.correctCount + summary.incorrectCount : null;
  const percent = summary ? accuracy(summary.correctCount, answered ?? 0) : null;
  return (
    <div className="container page page--narrow pr-session stack">
      {header}
      <section className="lt-panel surface-card stack lt-panel--center pr-finish" aria-labelledby="pr-finish-title">
        <span className="pr-finish__icon icon-circle" aria-hidden="true">
          <i className="pi pi-trophy" />
        </span>
        <h1 id="pr-finish-title" className="pr-finish__title">
          {M.finishTitle}
        </h1>
        <p className="lt-panel__lead">You finished this practice session{total > 0 ? `: ${total} of ${total} correct answers` : ''}.</p>
        {summary ? (
          <dl className="pr-stats pr-stats--center">
            <div>
              <dt>Words</dt>
              <dd>{summary.totalWords}</dd>
            </div>
            <div>
              <dt>Answers</dt>
              <dd>{answered}</dd>
            </div>
            <div>
              <dt>Correct</dt>
              <dd>{summary.correctCount}</dd>
            </div>
            <div>
              <dt>Accuracy</dt>
              <dd>{percent === null ? '—' : `${percent}%`}</dd>
            </div>
          </dl>
        ) : null}
        {summary && attempts ? <SessionSummary session={summary} attempts={attempts} /> : null}
        <div className="lt-actions cluster pr-finish__actions">
          <Button label="Go to Dashboard" icon="pi pi-home" onClick={onDashboard} autoFocus />
          <LinkButton to={`/dashboard/practice/session/${sessionId}`} variant="outlined" icon="pi pi-list">
            View Details
          </LinkButton>
        </div>
      </section>
    </div>
  );
}

/** A session that cannot go on (cancelled, paused, or its first question failed to load). */
export function StoppedScreen({ header, inactive, message, sessionId, backTo, onRetry }: {
  header: ReactNode;
  inactive: boolean;
  message: string | null;
  sessionId: string;
  backTo: string;
  onRetry: () => void;
}) {
  return (
    <div className="container page page--narrow pr-session stack">
      {header}
      <section className="lt-panel surface-card stack lt-panel--center" role="alert">
        <span className="wb-empty__icon icon-badge" aria-hidden="true">
          <i className={inactive ? 'pi pi-ban' : 'pi pi-exclamation-circle'} />
        </span>
        <p className="wb-empty__message">{message}</p>
        <div className="lt-actions cluster">
          {inactive ? null : <Button label="Try again" icon="pi pi-refresh" onClick={onRetry} />}
          <LinkButton to={`/dashboard/practice/session/${sessionId}`} variant="outlined" icon="pi pi-list">
            View Details
          </LinkButton>
          <LinkButton to={backTo} variant="text" icon="pi pi-home">
            Go to Dashboard
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
