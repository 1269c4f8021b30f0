import type { TActivityResponse } from '@wordbook/core/contract/study-plans';
import { weekdayOf } from '@wordbook/core/rules/study-plan-rules';
import { Button } from '../../../../components/ui/button';
import { StudyCard } from './study-card';

const KIND_LABEL = { done: 'Done', missed: 'Missed', planned: 'Planned', rest: 'Rest', vacation: 'Vacation', none: '' } as const;
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const monthTitle = (month: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The month calendar: each day done, missed, planned, rest or vacation, with study and review marks. */
export function StudyCalendar({ activity, onMonth }: { activity: TActivityResponse; onMonth: (n: number) => void }) {
  const first = activity.days[0]?.date ?? `${activity.month}-01`;
  const lead = WEEK.indexOf(weekdayOf(first));
  return (
    <StudyCard
      titleId="study-calendar-title"
      title="Calendar"
      head={
        <div className="cluster study-calendar__nav">
          <Button size="small" variant="text" icon="pi pi-chevron-left" aria-label="Previous month" onClick={() => onMonth(-1)} />
          <span className="study-calendar__month">{monthTitle(activity.month)}</span>
          <Button size="small" variant="text" icon="pi pi-chevron-right" aria-label="Next month" onClick={() => onMonth(1)} />
        </div>
      }
    >
      <div className="study-calendar__weekdays" aria-hidden="true">
        {WEEK.map((d) => (
          <span key={d} className="study-calendar__weekday">
            {d.slice(0, 2)}
          </span>
        ))}
      </div>
      <ol className="study-calendar" aria-label={`Study calendar, ${monthTitle(activity.month)}`}>
        {WEEK.slice(0, lead).map((d) => (
          <li key={`lead-${d}`} className="study-calendar__blank" aria-hidden="true" />
        ))}
        {activity.days.map((d) => {
          const label = [d.date, KIND_LABEL[d.kind], d.study ? 'study day' : '', d.review ? 'review day' : '', d.answers ? `${d.answers} answers` : ''].filter(Boolean).join(', ');
          return (
            <li
              key={d.date}
              title={label}
              data-date={d.date}
              data-kind={d.kind}
              className={`study-calendar__day study-calendar__day--${d.kind}${d.date === activity.today ? ' study-calendar__day--today' : ''}`}
            >
              <span aria-hidden="true">{Number(d.date.slice(8))}</span>
              <span className="visually-hidden">{label}</span>
              {d.review ? <span className="study-calendar__dot" aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ol>
      <ul className="cluster study-calendar__legend" aria-label="Legend">
        {(['done', 'missed', 'planned', 'rest', 'vacation'] as const).map((k) => (
          <li key={k} className="study-calendar__key">
            <span className={`study-calendar__swatch study-calendar__day--${k}`} aria-hidden="true" />
            {KIND_LABEL[k]}
          </li>
        ))}
        <li className="study-calendar__key">
          <span className="study-calendar__dot study-calendar__dot--legend" aria-hidden="true" />
          Review
        </li>
      </ul>
    </StudyCard>
  );
}
