import type { TSessionListItem } from '@wordbook/core/contract/practice';
import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { Tag } from 'primereact/tag';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/wordbook/empty-state';
import { SortSelect } from '../../../components/wordbook/sort-select';
import { WordbookBadges } from '../../../components/wordbook/wordbook-badges';
import { ApiError, isAbort } from '../../../lib/api-client';
import { deleteWordbook } from '../../../lib/api/delete-wordbook';
import { listSessions, type TSessionOrder } from '../api/list-sessions';
import { listWordbooks } from '../../../lib/api/list-wordbooks';
import { updateWordbook } from '../../../lib/api/update-wordbook';
import { accuracy, formatDateTime, formatDuration } from '../lib/session-labels';
import { HistorySidebar } from './history-sidebar';
import { ModeChips } from './mode-chips';
import { PracticePanel } from './practice-panel';
import { SessionStats } from './session-stats';
import { StatusBadge } from './status-badge';
import { WordbookSettingsDialog, type TWordbookChange } from './wordbook-settings-dialog';

const ORDER_OPTIONS: { label: string; value: TSessionOrder }[] = [
  { label: 'Newest first', value: 'newest' },
  { label: 'Oldest first', value: 'oldest' },
];

function SessionCard({ session }: { session: TSessionListItem }) {
  const answered = session.correct_count + session.incorrect_count;
  const percent = accuracy(session.correct_count, answered);
  const titleId = `pr-session-${session.id}`;
  return (
    <article className="pr-session-card stack" aria-labelledby={titleId}>
      <div className="pr-session-card__head row">
        <h3 id={titleId} className="pr-session-card__title">
          {formatDateTime(session.start_time)}
        </h3>
        <StatusBadge status={session.status} />
      </div>
      <ModeChips modes={session.options} />
      <SessionStats
        items={[
          { label: 'Words', value: session.total_words },
          { label: 'Questions', value: session.questions_count },
          { label: 'Correct', value: session.correct_count, tone: 'good' },
          { label: 'Incorrect', value: session.incorrect_count, tone: 'bad' },
          { label: 'Accuracy', value: percent === null ? '—' : `${percent}%` },
          { label: 'Progress', value: `${session.progress_done} / ${session.progress_total}` },
          { label: 'Duration', value: session.status === 'active' ? 'In progress' : formatDuration(session.start_time, session.end_time) },
        ]}
      />
      <div className="pr-session-card__actions">
        {session.status === 'active' ? (
          <LinkButton to={`/practice/session/${session.id}`} size="small" variant="outlined" icon="pi pi-play">
            Continue
          </LinkButton>
        ) : null}
        <LinkButton to={`/dashboard/practice/session/${session.id}`} size="small" icon="pi pi-list" aria-label={`View Details of ${formatDateTime(session.start_time)}`}>
          View Details
        </LinkButton>
      </div>
    </article>
  );
}

type TLoad<T> = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; data: T };

/**
 * Practice history (document 2, §2.6): the wordbooks' sidebar, the open wordbook's title,
 * settings, 'Back to Wordbook', 'New Practice', badges, the sort select and its sessions.
 */
export function PracticeHistoryPage() {
  const { wordbookId } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [wordbooks, setWordbooks] = useState<TWordbook[]>([]);
  const [wordbooksStatus, setWordbooksStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [order, setOrder] = useState<TSessionOrder>('newest');
  const [sessions, setSessions] = useState<TLoad<TSessionListItem[]>>({ status: 'loading' });
  const [settingsOpen, setSettingsOpen] = useState(false);

  const loadWordbooks = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setWordbooks(await listWordbooks(signal));
        setWordbooksStatus('ready');
      } catch (error) {
        if (isAbort(error)) return;
        setWordbooksStatus('failed');
        notify.error(M.loadWordbooksFailed);
      }
    },
    [notify],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadWordbooks(controller.signal);
    return () => controller.abort();
  }, [loadWordbooks]);

  useEffect(() => {
    if (!wordbookId) return;
    const controller = new AbortController();
    setSessions({ status: 'loading' });
    listSessions(wordbookId, order, controller.signal)
      .then((data) => setSessions({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.status === 404) {
          setSessions({ status: 'missing' });
          return;
        }
        setSessions({ status: 'failed' });
        notify.error(M.loadSessionsFailed);
      });
    return () => controller.abort();
  }, [wordbookId, order, notify]);

  const wordbook = wordbooks.find((w) => w.id === wordbookId);

  async function changeWordbook(change: TWordbookChange) {
    if (!wordbook) return;
    const id = wordbook.id;
    // Shown at once; the list is read again afterwards (a new main wordbook unmarks the old one).
    setWordbooks((list) =>
      list.map((w) => {
        if (w.id !== id) return w;
        if ('isMain' in change) return { ...w, is_main: change.isMain };
        if ('favorite' in change) return { ...w, is_favorite: change.favorite ? 1 : 0 };
        return { ...w, ai_reuse_behavior: change.ai_reuse_behavior };
      }),
    );
    try {
      await updateWordbook(id, change);
    } catch {
      // §8: a failed update on this screen only stops the loading state; the re-read below puts the old value back.
    }
    await loadWordbooks();
  }

  async function removeWordbook() {
    if (!wordbook) return;
    try {
      await deleteWordbook(wordbook.id);
      setSettingsOpen(false);
      notify.success(`“${wordbook.name}” was deleted.`);
      navigate('/dashboard', { replace: true });
    } catch {
      // §8: a failed delete on this screen only stops the loading state.
    }
  }

  let content: React.ReactNode;
  if (!wordbookId) {
    content = <EmptyState icon="pi pi-book" message={M.noWordbookSelected} />;
  } else if (!wordbook && (wordbooksStatus === 'loading' || (wordbooksStatus === 'failed' && sessions.status === 'loading'))) {
    content = (
      <div className="wb-empty stack">
        <Spinner label="Loading the practice history…" />
      </div>
    );
  } else if (!wordbook || sessions.status === 'missing') {
    content = <EmptyState icon="pi pi-question-circle" message={wordbooksStatus === 'failed' ? M.loadWordbooksFailed : M.wordbookNotFound} />;
  } else {
    content = (
      <div className="wb-view stack">
        <header className="wb-card surface-card wb-header stack">
          <div className="wb-header__top cluster">
            <div className="pr-history__heading">
              <p className="eyebrow">Practice History</p>
              <h1 className="wb-title pr-history__title">{wordbook.name}</h1>
            </div>
            <div className="wb-header__links">
              <Button icon="pi pi-cog" variant="outlined" size="small" aria-label="Wordbook settings" tooltip="Wordbook settings" tooltipOptions={{ position: 'bottom' }} onClick={() => setSettingsOpen(true)} />
              <LinkButton to={`/dashboard/${wordbook.id}`} variant="outlined" size="small" icon="pi pi-arrow-left">
                Back to Wordbook
              </LinkButton>
              <LinkButton to={`/practice/${wordbook.id}`} size="small" icon="pi pi-play">
                New Practice
              </LinkButton>
            </div>
          </div>
          <WordbookBadges wordbook={wordbook}>
            {sessions.status === 'ready' ? (
              <li>
                <Tag value={`${sessions.data.length} ${sessions.data.length === 1 ? 'session' : 'sessions'}`} icon="pi pi-history" className="wb-badge wb-badge--main" />
              </li>
            ) : null}
          </WordbookBadges>
        </header>

        <PracticePanel
          titleId="pr-sessions-title"
          icon="pi pi-history"
          title="Sessions"
          className="pr-sessions stack"
          tools={
            <SortSelect inputId="pr-history-sort" value={order} options={ORDER_OPTIONS} onChange={setOrder} />
          }
        >
          {sessions.status === 'loading' ? (
            <div className="wb-nav__loading">
              <Spinner size={32} label="Loading sessions…" />
            </div>
          ) : sessions.status === 'failed' ? (
            <p className="pr-panel__note row pr-panel__note--error" role="alert">
              {M.loadSessionsFailed}
            </p>
          ) : sessions.status === 'ready' && sessions.data.length === 0 ? (
            <div className="pr-sessions__empty stack">
              <p className="pr-panel__note row">No practice sessions yet.</p>
              <LinkButton to={`/practice/${wordbook.id}`} icon="pi pi-play" variant="outlined">
                Start your first practice
              </LinkButton>
            </div>
          ) : sessions.status === 'ready' ? (
            <ul className="pr-session-list" aria-label="Practice sessions">
              {sessions.data.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} />
                </li>
              ))}
            </ul>
          ) : null}
        </PracticePanel>
        <WordbookSettingsDialog
          wordbook={wordbook}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          onChange={changeWordbook}
          onDelete={removeWordbook}
        />
      </div>
    );
  }

  return (
    <div className="dashboard pr-history">
      <HistorySidebar wordbooks={wordbooks} status={wordbooksStatus} currentId={wordbookId} />
      <section className="dashboard__main" aria-label="Practice history">
        {content}
      </section>
    </div>
  );
}
