import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import type { TOverview, TTestMode } from '../../api/overview-calls';
import type { TSplitSettings } from '../../lib/review-split';
import { TEST_MODE_LABELS } from '../../lib/wizard-form';
import { ReviewUnits } from './review-units';
import { StudyCard } from './study-card';

/** Reviews: the days whose words are due, the chunk list of the split settings, Start Review and Split Settings (S). */
export function ReviewsCard({ overview, split, onStart, onSplit }: { overview: TOverview; split: TSplitSettings; onStart: () => void; onSplit: () => void }) {
  const reviews = overview.data?.reviews ?? [];
  const total = overview.counts?.review ?? 0;
  return (
    <StudyCard titleId="study-reviews-title" title="Reviews" head={total > 0 ? <span className="pill study-badge">{total} words</span> : null}>
      {total === 0 ? <p className="study-today__empty">Nothing due today. Enjoy your day!</p> : null}
      {total > 0 ? (
        <>
          <ul className="study-review-days">
            {reviews
              .filter((r) => r.totalWords > 0)
              .map((r) => (
                <li key={r.date} className="study-review-days__row">
                  <span>
                    Day +{r.offset} <span className="study-step__note">({r.date})</span>
                  </span>
                  <span className="study-step__note">{r.wordbooks.map((b) => b.name).join(', ')}</span>
                  <span className="study-todo__meta">
                    {Math.min(r.progress.wordsDone, r.totalWords)}/{r.totalWords}
                  </span>
                </li>
              ))}
          </ul>
          <ReviewUnits planId={overview.plan?.id ?? ''} total={total} split={split} refreshKey={overview} />
        </>
      ) : null}
      <div className="cluster study-card__actions">
        <Button label="Start Review" icon="pi pi-play" disabled={total === 0} onClick={onStart} />
        <Button variant="outlined" label="Split Settings" icon="pi pi-th-large" aria-keyshortcuts="S" disabled={total === 0} onClick={onSplit} />
      </div>
    </StudyCard>
  );
}

/** Tests: after study and after review with their modes; Start Test (T) and the Mode menu (today's tests override). */
export function TestsCard({ overview, onStart, onMode, busy }: { overview: TOverview; onStart: () => void; onMode: (study: TTestMode, review: TTestMode) => void; busy: boolean }) {
  const menu = useRef<Menu>(null);
  const tests = overview.data?.tests;
  const study = tests?.study.mode ?? 'none';
  const review = tests?.review.mode ?? 'none';
  const count = overview.counts?.tests ?? 0;
  const hasNew = (overview.counts?.new ?? 0) > 0;
  const hasReview = (overview.counts?.review ?? 0) > 0;
  const modes: TTestMode[] = ['all', 'random', 'none'];
  return (
    <StudyCard titleId="study-tests-title" title="Tests" head={count > 0 ? <span className="pill study-badge">{count}</span> : null}>
      <ul className="study-review-days">
        <li className="study-review-days__row">
          <span>After study</span>
          <span className="study-todo__meta">{hasNew ? TEST_MODE_LABELS[study] : 'No new words today'}</span>
        </li>
        <li className="study-review-days__row">
          <span>After review</span>
          <span className="study-todo__meta">{hasReview ? TEST_MODE_LABELS[review] : 'No reviews today'}</span>
        </li>
      </ul>
      {count === 0 ? <p className="study-today__empty">No tests today.</p> : null}
      <div className="cluster study-card__actions">
        <Button label="Start Test" icon="pi pi-check-square" aria-keyshortcuts="T" disabled={count === 0} onClick={onStart} />
        <Menu
          ref={menu}
          popup
          id="study-test-mode-menu"
          model={[
            { label: 'After study', items: modes.map((m) => ({ label: TEST_MODE_LABELS[m], icon: m === study ? 'pi pi-check' : 'pi pi-circle', command: () => onMode(m, review) })) },
            { label: 'After review', items: modes.map((m) => ({ label: TEST_MODE_LABELS[m], icon: m === review ? 'pi pi-check' : 'pi pi-circle', command: () => onMode(study, m) })) },
          ]}
        />
        <Button
          variant="outlined"
          label="Mode"
          icon="pi pi-chevron-down"
          iconPos="right"
          loading={busy}
          aria-haspopup="menu"
          aria-controls="study-test-mode-menu"
          onClick={(e) => menu.current?.toggle(e)}
        />
      </div>
    </StudyCard>
  );
}

/** Today's To-Do: new words and reviews each with their test, progress and §9.1 estimate. */
export function TodoCard({ overview }: { overview: TOverview }) {
  const restDay = Boolean(overview.today?.restDay);
  const minutes = overview.todos.reduce((sum, t) => sum + (t.status === 'completed' ? 0 : t.estimatedMinutes), 0);
  return (
    <StudyCard titleId="study-todo-title" title="Today's To-Do" head={minutes > 0 ? <span className="pill study-badge">~{minutes} min left</span> : null}>
      {restDay && overview.todos.length === 0 ? <p className="study-today__empty">Rest day — no new words today.</p> : null}
      {!restDay && overview.todos.length === 0 ? <p className="study-today__empty">Nothing due today. Enjoy your day!</p> : null}
      <ul className="study-todo">
        {overview.todos.map((todo) => (
          <li key={todo.id} className={`study-todo__row study-todo__row--${todo.status}${todo.id.startsWith('test') ? ' study-todo__row--test' : ''}`}>
            <i className={todo.status === 'completed' ? 'pi pi-check-circle' : 'pi pi-circle'} aria-hidden="true" />
            <span className="study-todo__label">{todo.label}</span>
            <span className="study-todo__meta">
              {todo.progress}% · ~{todo.estimatedMinutes} min
            </span>
          </li>
        ))}
      </ul>
    </StudyCard>
  );
}
