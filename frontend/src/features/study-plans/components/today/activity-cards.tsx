import type { TActivityResponse } from '@wordbook/core/contract/study-plans';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { refusalMessage } from '../../../../lib/api-client';
import { getActivity } from '../../api/activity-calls';
import { StudyCalendar } from './study-calendar';

/** A month "2026-11" moved by n months. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 0) * 12 + ((m ?? 1) - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const heatLevel = (answers: number) => (answers === 0 ? 0 : answers < 10 ? 1 : answers < 25 ? 2 : answers < 50 ? 3 : 4);

function StreakCard({ activity }: { activity: TActivityResponse }) {
  const { streak, heatmap } = activity;
  const total = heatmap.reduce((sum, d) => sum + d.answers, 0);
  return (
    <section className="surface-card study-card stack" aria-labelledby="study-streak-title">
      <h2 id="study-streak-title" className="study-card__title">
        Streak &amp; Insights
      </h2>
      <div className="study-streak">
        <div className="study-streak__figure">
          <strong>{streak.current}</strong>
          <span className="study-step__note">current streak ({streak.current === 1 ? 'day' : 'days'})</span>
        </div>
        <div className="study-streak__figure">
          <strong>{streak.best}</strong>
          <span className="study-step__note">best streak</span>
        </div>
        <div className="study-streak__figure">
          <strong>{total}</strong>
          <span className="study-step__note">answers in 12 weeks</span>
        </div>
      </div>
      <div className="study-heatmap" role="img" aria-label={`Practice answers per day for the last 12 weeks: ${total} in all`}>
        {heatmap.map((d) => (
          <span key={d.date} className={`study-heatmap__cell study-heatmap__cell--${heatLevel(d.answers)}`} title={`${d.date}: ${d.answers} answers`} />
        ))}
      </div>
      {streak.activeDays === 0 ? <p className="study-today__empty">Practise a wordbook to start your streak.</p> : null}
    </section>
  );
}

function RecentWordbooksCard({ activity }: { activity: TActivityResponse }) {
  return (
    <section className="surface-card study-card stack" aria-labelledby="study-recent-title">
      <h2 id="study-recent-title" className="study-card__title">
        Recent Wordbooks
      </h2>
      {activity.recentWordbooks.length === 0 ? <p className="study-today__empty">No wordbooks found.</p> : null}
      <ul className="study-recent">
        {activity.recentWordbooks.map((b) => (
          <li key={b.id} className="study-recent__row">
            <Link to={`/dashboard/${b.id}`} className="study-recent__name">
              {b.name}
            </Link>
            <span className="study-step__note">{b.wordsCount} words</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Recent Wordbooks, Calendar and Streak & Insights from the learner's real activity; read again with each overview. */
export function ActivityCards({ planId, refreshKey }: { planId: string; refreshKey: unknown }) {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [activity, setActivity] = useState<TActivityResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the overview is read again, the plan changes or the learner retries
  useEffect(() => {
    const controller = new AbortController();
    getActivity(month, controller.signal).then(
      (answer) => {
        setActivity(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(refusalMessage(failure, 'Failed to load your activity'));
      },
    );
    return () => controller.abort();
  }, [month, planId, refreshKey, attempt]);

  if (error && !activity) {
    return (
      <div className="stack study-grid__side">
        <p className="study-alert" role="alert">
          {error}
        </p>
        <Button variant="outlined" label="Try again" onClick={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (!activity) return <Spinner label="Loading your activity…" size={32} />;
  return (
    <div className="stack study-grid__side">
      <RecentWordbooksCard activity={activity} />
      <StudyCalendar activity={activity} onMonth={(n) => setMonth(shiftMonth(activity.month, n))} />
      <StreakCard activity={activity} />
    </div>
  );
}
