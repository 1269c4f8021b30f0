import { SplitButton } from 'primereact/splitbutton';
import { Button, LinkButton } from '../../../../components/ui/button';
import type { TOverview } from '../../api/overview-calls';

export type THeaderAction = 'quick' | 'vacation' | 'ranges' | 'timezone' | 'plans' | 'catchup';

/** The weekday of a plan date ("2026-11-25" → "Wednesday"), read as a calendar date. */
export const weekdayOfDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The sticky header (document 3, §2.4): today in the plan's zone, the New / Review / Tests chips
 * (dashes when scheduled), 'Syncing…' during a read, and the plan's actions: 'Starts on', 'Edit
 * Scheduled Plan' and 'Start Now' for a scheduled plan, else Quick Edit with its split dropdown.
 */
export function TodayHeader({
  overview,
  date,
  syncing,
  onAction,
  onStartNow,
}: {
  overview: TOverview | null;
  date: string;
  syncing: boolean;
  onAction: (action: THeaderAction) => void;
  onStartNow: () => void;
}) {
  const scheduled = overview?.mode === 'scheduled';
  const active = overview?.mode === 'active' && Boolean(overview.plan);
  const restDay = Boolean(overview?.today?.restDay);
  const vacation = overview?.plan?.vacationMode && overview.plan.vacationMode !== 'off' ? 'On' : 'Off';
  const chip = (label: string, value: number | undefined) => (
    <span className="pill study-today__chip">
      {label}: {scheduled || value === undefined ? '–' : value}
    </span>
  );
  return (
    <header className="study-today__header surface-card">
      <div className="stack study-today__heading">
        <p className="study-today__date">
          <time dateTime={date}>{date}</time> · {weekdayOfDate(date)}
          {overview?.plan ? <span className="study-today__zone"> · {overview.plan.timezone}</span> : null}
        </p>
        <h1 className="study-today__title">{scheduled ? 'Study Plan — Scheduled' : 'Study Plan — Today'}</h1>
        {overview?.plan?.exam ? <ExamLine exam={overview.plan.exam} /> : null}
      </div>
      <div className="cluster study-today__chips">
        {chip('New', overview?.counts?.new)}
        {chip('Review', overview?.counts?.review)}
        {chip('Tests', overview?.counts?.tests)}
        {syncing ? (
          <span className="pill study-today__syncing" role="status">
            Syncing…
          </span>
        ) : null}
      </div>
      {scheduled && overview?.plan ? (
        <div className="cluster study-today__actions">
          <span className="pill">Starts on {overview.plan.start_date}</span>
          <LinkButton variant="outlined" size="small" to={`/study/setup?planId=${overview.plan.id}`} icon="pi pi-pencil">
            Edit Scheduled Plan
          </LinkButton>
          <Button size="small" label="Start Now" icon="pi pi-play" onClick={onStartNow} />
        </div>
      ) : null}
      {active ? (
        <div className="cluster study-today__actions">
          <SplitButton
            label="Quick Edit"
            icon="pi pi-sliders-h"
            size="small"
            className="study-quick-edit"
            onClick={() => onAction('quick')}
            disabled={false}
            buttonProps={{ disabled: restDay, title: restDay ? 'Quick Edit is off on a rest day' : 'Quick Edit (Q)', 'aria-keyshortcuts': 'Q' }}
            menuButtonProps={{ 'aria-label': 'More plan actions' }}
            menuClassName="study-quick-edit__menu"
            model={[
              { label: `Vacation: ${vacation}`, icon: 'pi pi-sun', command: () => onAction('vacation') },
              { label: 'Vacation Dates & Holidays…', icon: 'pi pi-calendar-times', command: () => onAction('ranges') },
              { label: 'Change Timezone…', icon: 'pi pi-globe', command: () => onAction('timezone') },
              { label: 'View All Study Plans…', icon: 'pi pi-list', command: () => onAction('plans') },
              { label: 'Open Catch-up Wizard', icon: 'pi pi-replay', command: () => onAction('catchup') },
            ]}
          />
        </div>
      ) : null}
    </header>
  );
}

/** The plan's exam as a countdown: 'Exam in 23 days (2027-01-15)'. */
function ExamLine({ exam }: { exam: { date: string; daysLeft: number } }) {
  const when =
    exam.daysLeft > 1 ? `Exam in ${exam.daysLeft} days` : exam.daysLeft === 1 ? 'Exam tomorrow' : exam.daysLeft === 0 ? 'Exam today' : 'Exam date passed';
  return (
    <p className="study-today__exam">
      <i className="pi pi-flag" aria-hidden="true" /> {when} (<time dateTime={exam.date}>{exam.date}</time>)
    </p>
  );
}
