import type { TSessionHistoryResponse } from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { ConfirmDialog, type TConfirmText } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { cancelSession } from '../api/cancel-session';
import { getSessionHistory } from '../api/get-session-history';
import { accuracy, formatDateTime, formatDuration } from '../lib/session-labels';
import { AttemptCard } from './attempt-card';
import { ModeChips } from './mode-chips';
import { PracticePanel } from './practice-panel';
import { SessionStats } from './session-stats';
import { SessionWordsDialog } from './session-words-dialog';
import { StatusBadge } from './status-badge';
import { EmptyState } from '../../../components/wordbook/empty-state';
import { refusalMessage, isAbort } from '../../../lib/api-client';

type TFilter = 'all' | 'incorrect';
const FILTER_OPTIONS: { label: string; value: TFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Incorrect Only', value: 'incorrect' },
];

type TLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: TSessionHistoryResponse };

/** /dashboard/practice/session/{sessionId}: a fresh screen for each session. */
export function SessionDetailPage() {
  const { sessionId = '' } = useParams();
  return <SessionDetail key={sessionId} sessionId={sessionId} />;
}

const CANCEL_SESSION_TEXT: TConfirmText = { header: 'Cancel this session?', keepLabel: 'Keep Session', confirmLabel: 'Cancel Session', confirmIcon: 'pi pi-times' };

/**
 * Practice session detail (document 2, §2.7): the summary, continue or cancel while active, the
 * 'All' / 'Incorrect Only' filter, a card per attempt and the 'Session Word Details' modal.
 */
function SessionDetail({ sessionId }: { sessionId: string }) {
  const notify = useNotify();
  const [load, setLoad] = useState<TLoad>({ status: 'loading' });
  const [filter, setFilter] = useState<TFilter>('all');
  const [wordsOpen, setWordsOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const fetchHistory = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const data = await getSessionHistory(sessionId, signal);
        setLoad({ status: 'ready', data });
      } catch (error) {
        if (isAbort(error)) return;
        setLoad({ status: 'failed', message: refusalMessage(error, M.loadSessionDetailsFailed) });
        notify.error(M.loadSessionDetailsFailed);
      }
    },
    [sessionId, notify],
  );

  useEffect(() => {
    const controller = new AbortController();
    void fetchHistory(controller.signal);
    return () => controller.abort();
  }, [fetchHistory]);

  async function cancel() {
    setCancelling(true);
    try {
      await cancelSession(sessionId);
      setConfirmCancel(false);
      notify.success('The session was cancelled.');
      await fetchHistory();
    } catch {
      notify.error(M.cancelFailed);
    } finally {
      setCancelling(false);
    }
  }

  if (load.status === 'loading') return <PageSpinner label="Loading the session…" />;
  if (load.status === 'failed') {
    return (
      <div className="container page page--normal">
        <EmptyState icon="pi pi-exclamation-circle" message={load.message} alert>
          <LinkButton to="/dashboard" variant="outlined" icon="pi pi-home">
            Go to Dashboard
          </LinkButton>
        </EmptyState>
      </div>
    );
  }

  const { session, attempts } = load.data;
  const shown = filter === 'incorrect' ? attempts.filter((a) => !a.isCorrect) : attempts;
  const incorrect = attempts.filter((a) => !a.isCorrect).length;
  const answered = session.correctCount + session.incorrectCount;
  const percent = accuracy(session.correctCount, answered);
  const active = session.status === 'active';
  // Cards are numbered in the order the questions were answered, whatever the filter.
  const numbers = new Map(attempts.map((a, i) => [a.id, i + 1]));

  return (
    <div className="container page page--normal pr-detail stack">
      <LinkButton to={`/dashboard/practice/${session.wordbookId}`} variant="text" size="small" icon="pi pi-arrow-left" className="pr-back">
        Back
      </LinkButton>
      <header className="wb-card surface-card pr-detail__header stack">
        <div className="pr-detail__top">
          <div className="pr-history__heading">
            <p className="eyebrow">Practice Session · {session.wordbookName}</p>
            <h1 className="wb-title pr-detail__title">{formatDateTime(session.startTime)}</h1>
          </div>
          <StatusBadge status={session.status} />
        </div>
        <ModeChips modes={session.options} />
        <SessionStats
          items={[
            { label: 'Words', value: session.totalWords },
            { label: 'Progress', value: `${session.progressDone} / ${session.progressTotal}` },
            { label: 'Questions', value: session.questionsCount },
            { label: 'Correct', value: session.correctCount, tone: 'good' },
            { label: 'Incorrect', value: session.incorrectCount, tone: 'bad' },
            { label: 'Accuracy', value: percent === null ? '—' : `${percent}%` },
            { label: 'Started', value: formatDateTime(session.startTime) },
            { label: 'Ended', value: session.endTime ? formatDateTime(session.endTime) : '—' },
            { label: 'Duration', value: active ? 'In progress' : formatDuration(session.startTime, session.endTime) },
          ]}
        />
        <div className="pr-detail__actions">
          <Button label="Session Word Details" icon="pi pi-book" variant="outlined" size="small" onClick={() => setWordsOpen(true)} />
          {active ? (
            <>
              <LinkButton to={`/practice/session/${session.id}`} size="small" icon="pi pi-play">
                Continue Session
              </LinkButton>
              <Button label="Cancel Session" icon="pi pi-times" variant="outlined" size="small" className="wb-button--danger-outline" onClick={() => setConfirmCancel(true)} />
            </>
          ) : null}
        </div>
      </header>

      <PracticePanel
        titleId="pr-attempts-title"
        icon="pi pi-list-check"
        title="Answers"
        className="pr-attempts stack"
        tools={
          <SegmentedControl value={filter} options={FILTER_OPTIONS} onChange={setFilter} aria-label="Show answers" />
        }
      >
        <p className="pr-panel__summary" aria-live="polite">
          {filter === 'incorrect' ? `${incorrect} incorrect of ${attempts.length} answers` : `${attempts.length} ${attempts.length === 1 ? 'answer' : 'answers'}`}
        </p>
        {shown.length === 0 ? (
          <p className="pr-panel__note row">{attempts.length === 0 ? 'No questions were answered in this session.' : 'No incorrect answers. Well done!'}</p>
        ) : (
          <ol className="pr-attempt-list" aria-label="Attempts">
            {shown.map((attempt) => (
              <li key={attempt.id}>
                <AttemptCard attempt={attempt} number={numbers.get(attempt.id) ?? 0} />
              </li>
            ))}
          </ol>
        )}
      </PracticePanel>

      <SessionWordsDialog sessionId={session.id} open={wordsOpen} onClose={() => setWordsOpen(false)} />
      <ConfirmDialog {...CANCEL_SESSION_TEXT} open={confirmCancel} busy={cancelling} onKeep={() => setConfirmCancel(false)} onConfirm={() => void cancel()}>
        <p className="dialog-text">The session stops here and cannot be continued. Its answers stay in the history.</p>
      </ConfirmDialog>
    </div>
  );
}
