import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

const VACATION_TEXT: Record<string, string> = {
  freeze: 'Everything is paused: no new words and no reviews while vacation lasts.',
  skip_schedule_keep_reviews: 'New study is skipped; your reviews continue.',
  skip_reviews_keep_schedule: 'Reviews are skipped; new study continues.',
  light: 'Light mode: half the new words and half the reviews.',
};

/**
 * The vacation banner, shown whenever today is a vacation day: by the switch (with Turn off), or
 * inside one of the plan's vacation ranges (with a way to its dates).
 */
export function VacationBanner({
  mode,
  range,
  onTurnOff,
  onDates,
  busy,
}: { mode: string; range: { start: string; end: string } | null; onTurnOff: () => void; onDates: () => void; busy: boolean }) {
  return (
    <section className="study-banner study-banner--vacation" aria-label="Vacation">
      <i className="pi pi-sun" aria-hidden="true" />
      <p className="study-banner__text">
        <strong>{range ? `Vacation from ${range.start} to ${range.end}.` : 'Vacation mode is on.'}</strong> {VACATION_TEXT[mode] ?? ''}
      </p>
      {range ? (
        <Button size="small" variant="outlined" label="Vacation Dates" onClick={onDates} />
      ) : (
        <Button size="small" variant="outlined" label="Turn off" onClick={onTurnOff} loading={busy} />
      )}
    </section>
  );
}

/** The goal-mismatch warning: today's wordbook holds a different number of words than today's goal. */
export function GoalMismatchBanner({ words, goal, onSync, busy }: { words: number; goal: number; onSync: () => void; busy: boolean }) {
  return (
    <section className="study-banner study-banner--warning" aria-label="Goal mismatch">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <p className="study-banner__text">
        Today's wordbook has {words} {words === 1 ? 'word' : 'words'}, but today's goal is {goal}.
      </p>
      <Button size="small" label="Sync goal" icon="pi pi-sync" onClick={onSync} loading={busy} />
    </section>
  );
}

/** A page alert (the spec's alerts), closable. */
export function PageAlert({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="study-alert study-page-alert" role="alert">
      <span>{message}</span>
      <Button size="small" variant="text" icon="pi pi-times" aria-label="Dismiss" onClick={onClose} />
    </div>
  );
}

/** The blocking 'Study Plan setup required' modal: no close button, Escape and the backdrop do nothing. */
export function SetupRequiredModal({ open }: { open: boolean }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      header="Study Plan setup required"
      className="study-setup-required"
    >
      <div className="stack study-setup-required__body">
        <p>Set up a study plan to see today's words, reviews and tests.</p>
        <Button label="Go to Setup" icon="pi pi-arrow-right" iconPos="right" onClick={() => navigate('/study/setup')} />
      </div>
    </Dialog>
  );
}

/** Catch-up Wizard: what is still due today, and the two ways through it. */
export function CatchUpDialog({
  open,
  dueWords,
  dueDays,
  onClose,
  onSplit,
  onReview,
}: {
  open: boolean;
  dueWords: number;
  dueDays: number;
  onClose: () => void;
  onSplit: () => void;
  onReview: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} header="Catch-up Wizard" className="study-dialog" style={{ width: '28rem' }}>
      <div className="stack study-dialog__body">
        {dueWords === 0 ? (
          <p>Nothing due today. Enjoy your day!</p>
        ) : (
          <p>
            {dueWords} review {dueWords === 1 ? 'word is' : 'words are'} due from {dueDays} earlier study {dueDays === 1 ? 'day' : 'days'}. Review them now, or split them into smaller chunks.
          </p>
        )}
        <div className="button-row study-dialog__buttons">
          <Button variant="text" label="Close" onClick={onClose} />
          <Button variant="outlined" label="Split Settings" icon="pi pi-th-large" disabled={dueWords === 0} onClick={onSplit} />
          <Button label="Start Review" icon="pi pi-play" disabled={dueWords === 0} onClick={onReview} />
        </div>
      </div>
    </Dialog>
  );
}
