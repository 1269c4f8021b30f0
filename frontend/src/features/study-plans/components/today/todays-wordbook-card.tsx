import { addDaysTo } from '@wordbook/core/rules/study-plan-rules';
import { Button } from '../../../../components/ui/button';
import type { TOverview } from '../../api/overview-calls';
import type { TDayProgress } from './use-day-wordbook';
import { StudyCard } from './study-card';

export type TWordbookBadge = 'Not generated' | 'Linked' | 'In Progress' | 'Completed';

/** The badge of §4.2: Completed when the words studied reach the day's count. */
export function wordbookBadge(overview: TOverview): TWordbookBadge {
  const day = overview.data?.new;
  if (!day || day.wordbooks.length === 0) return 'Not generated';
  if (day.planned > 0 && day.progress.masteredWords >= day.planned) return 'Completed';
  return day.progress.recognizedSessions.length > 0 || day.progress.masteredWords > 0 ? 'In Progress' : 'Linked';
}

export function ProgressPanel({ progress }: { progress: TDayProgress }) {
  const label = { generate: 'Generating today’s wordbook', create: 'Creating today’s wordbook', link: 'Linking the wordbook' }[progress.kind];
  return (
    <div className="stack study-progress" role="status">
      <div className="study-progress__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
        <span className="study-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="study-progress__text">
        {progress.percent}% · {progress.message}
      </p>
    </div>
  );
}

type TActions = {
  onGenerate: () => void;
  onCreate: () => void;
  onLink: () => void;
  onStudy: (wordbookId: string) => void;
  onStudyDay: () => void;
  onRestDay: () => void;
};

/**
 * Today's Wordbook (document 3, §2.4): rest-day text with 'Make today a study day'; the linked
 * wordbook's progress with Study and Next Reviews chips; or the three ways to get one.
 */
export function TodaysWordbookCard({
  overview,
  offsets,
  progress,
  busy,
  actions,
}: {
  overview: TOverview;
  offsets: number[];
  progress: TDayProgress | null;
  busy: boolean;
  actions: TActions;
}) {
  const today = overview.today;
  const date = today?.date ?? '';
  const day = overview.data?.new;
  const restDay = Boolean(today?.restDay);
  const badge = wordbookBadge(overview);
  const goal = overview.counts?.new ?? 0;
  const mastered = day?.progress.masteredWords ?? 0;
  const percent = goal > 0 ? Math.min(100, Math.floor((mastered / goal) * 100)) : 0;
  const working = progress !== null && progress.percent < 100;

  return (
    <StudyCard titleId="study-wordbook-title" title="Today's Wordbook" head={!restDay ? <span className={`pill study-badge study-badge--${badge.toLowerCase().replace(' ', '-')}`}>{badge}</span> : null}>
      {restDay ? (
        <div className="stack study-rest">
          <p className="study-today__empty">Today is a rest day. No new words are planned — enjoy it, or study anyway.</p>
          <Button variant="outlined" label="Make today a study day" icon="pi pi-bolt" loading={busy} onClick={actions.onStudyDay} />
        </div>
      ) : null}
      {!restDay && today?.forcedStudy ? (
        <div className="cluster study-forced">
          <span className="study-step__note">You turned today's rest day into a study day.</span>
          <Button size="small" variant="text" label="Back to rest day" icon="pi pi-undo" loading={busy} onClick={actions.onRestDay} />
        </div>
      ) : null}
      {!restDay && day && day.wordbooks.length > 0 ? (
        <div className="stack study-linked">
          {day.wordbooks.map((book) => (
            <div key={book.id} className="study-linked__book">
              <i className="pi pi-book" aria-hidden="true" />
              <span className="study-linked__name">{book.name}</span>
              <span className="study-step__note">{book.wordsCount} words</span>
              <Button size="small" label="Study" icon="pi pi-play" onClick={() => actions.onStudy(book.id)} />
            </div>
          ))}
          <div className="study-progress__bar" role="progressbar" aria-label="Words studied today" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span className="study-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="study-step__note">
            {mastered} of {goal} words studied
          </p>
          {offsets.length > 0 ? (
            <fieldset className="cluster study-next-reviews"><legend className="visually-hidden">Next Reviews</legend>
              <span className="study-step__note">Next Reviews:</span>
              {offsets.map((o) => (
                <span key={o} className="pill study-next-reviews__chip" title={`${o} ${o === 1 ? 'day' : 'days'} after today`}>
                  {addDaysTo(date, o)}
                </span>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {!restDay && day && day.wordbooks.length === 0 && goal > 0 && !working ? (
        <div className="study-choices">
          <button type="button" className="study-choice study-choice--recommended" onClick={actions.onGenerate} disabled={busy}>
            <i className="pi pi-sparkles" aria-hidden="true" />
            <span className="study-choice__title">Quick Generate</span>
            <span className="pill study-choice__tag">Recommended</span>
            <span className="study-step__note">AI picks {goal} words at your level.</span>
          </button>
          <button type="button" className="study-choice" onClick={actions.onCreate} disabled={busy}>
            <i className="pi pi-pencil" aria-hidden="true" />
            <span className="study-choice__title">Create from Scratch</span>
            <span className="study-step__note">Start an empty wordbook and add your own words.</span>
          </button>
          <button type="button" className="study-choice" onClick={actions.onLink} disabled={busy}>
            <i className="pi pi-link" aria-hidden="true" />
            <span className="study-choice__title">Link an Existing Wordbook</span>
            <span className="study-step__note">Use one of your wordbooks for today.</span>
          </button>
        </div>
      ) : null}
      {!restDay && goal === 0 && day?.wordbooks.length === 0 ? <p className="study-today__empty">No new words today.</p> : null}
      {progress ? <ProgressPanel progress={progress} /> : null}
    </StudyCard>
  );
}
