import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { PLAN_MAX, scheduleRange, studyPlanMessages as M } from '@wordbook/core/rules/study-plan-rules';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog, type TConfirmText } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { refusalMessage } from '../../../../lib/api-client';
import { getPlanMeta } from '../../api/plan-calls';
import { archivePlan, restorePlan } from '../../api/today-calls';
import { StudyDialogEnd } from './study-form-dialog';

/** Plan Details: the plan's settings as the list shows them. */
export function PlanDetailsDialog({ plan, onClose }: { plan: TStudyPlan | null; onClose: () => void }) {
  const days = plan ? Object.entries(plan.days_of_week).filter(([, on]) => on).map(([d]) => d).join(', ') : '';
  const rows: [string, string][] = plan
    ? [
        ['Status', plan.status],
        ['Starts', plan.start_date],
        ['Timezone', plan.timezone],
        ['Study days', days || '–'],
        ['Words per day', plan.words_per_day_by_day ? Object.entries(plan.words_per_day_by_day).map(([d, n]) => `${d}: ${n ?? '-'}`).join(', ') : String(plan.words_per_day)],
        ['Reviews after', `${plan.review_offsets_global.join(', ')} days`],
        ['Tests', `after study ${plan.test_after_study}, after review ${plan.test_after_review}`],
        ['Vacation', `${plan.vacationMode} (on enable: ${plan.vacation_behavior_on_enable})`],
        ['Reminder', plan.reminder.enabled ? plan.reminder.time : 'off'],
      ]
    : [];
  return (
    <Dialog open={plan !== null} onClose={onClose} header="Plan Details" className="study-dialog" style={{ width: '30rem' }}>
      <dl className="study-details">
        {rows.map(([term, value]) => (
          <div key={term} className="study-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

const ARCHIVE_PLAN_TEXT: TConfirmText = { header: 'Archive study plan', keepLabel: 'Keep', confirmLabel: 'Archive', confirmIcon: 'pi pi-inbox' };

/** Archive study plan: a confirmation, then the call; a refusal shows inside and as the list's alert. */
export function ArchiveDialog({ plan, onClose, onDone }: { plan: TStudyPlan | null; onClose: () => void; onDone: (error?: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      {...ARCHIVE_PLAN_TEXT}
      open={plan !== null}
      busy={busy}
      onKeep={onClose}
      onConfirm={() => {
        if (!plan) return;
        setBusy(true);
        archivePlan(plan.id).then(
          () => onDone(),
          (failure: unknown) => onDone(refusalMessage(failure, 'Failed to archive study plan.')),
        ).finally(() => setBusy(false));
      }}
    >
      <p>Archive the plan starting {plan?.start_date}? You can restore it later at a new date.</p>
    </ConfirmDialog>
  );
}

/** Restore This Study Plan: a date from tomorrow to two years ahead that no other plan starts on. */
export function RestoreDialog({ plan, atCap, onClose, onDone }: { plan: TStudyPlan | null; atCap: boolean; onClose: () => void; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [taken, setTaken] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!plan) return;
    setDate('');
    setError(null);
    const controller = new AbortController();
    // A failed lookup is ignored (§7.1): the server still refuses a taken date.
    getPlanMeta(controller.signal).then(
      (meta) => setTaken(meta.scheduled.map((s) => s.start_date)),
      () => undefined,
    );
    return () => controller.abort();
  }, [plan]);
  const range = scheduleRange(plan?.timezone ?? 'UTC');
  const conflict = date !== '' && taken.includes(date);
  const outOfRange = date !== '' && (date < range.min || date > range.max);
  const message = conflict ? M.startDateConflict : outOfRange ? M.dateOutOfRange : error;

  const restore = async () => {
    if (!plan) return;
    if (!date) return setError(M.pickRestoreDate);
    setBusy(true);
    setError(null);
    try {
      await restorePlan(plan.id, date);
      onDone();
    } catch (failure) {
      setError(refusalMessage(failure, 'Failed to restore plan'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={plan !== null} onClose={() => (busy ? undefined : onClose())} header="Restore This Study Plan" className="study-dialog" style={{ width: '26rem' }}>
      <div className="stack study-dialog__body">
        {atCap ? <p className="study-step__note">You've reached the maximum of {PLAN_MAX} plans. Please archive one to restore this plan.</p> : null}
        <label className="stack study-field" htmlFor="restore-date">
          <span className="study-field__label">Start date</span>
          <input id="restore-date" type="date" className="p-inputtext" min={range.min} max={range.max} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <StudyDialogEnd message={message} busy={busy} onClose={onClose}>
          <Button label="Restore" icon="pi pi-replay" loading={busy} disabled={!date || conflict || outOfRange || busy || atCap} onClick={() => void restore()} />
        </StudyDialogEnd>
      </div>
    </Dialog>
  );
}
