import type { TPlanStatus, TStudyPlan } from '@wordbook/core/contract/study-plans';
import { PLAN_MAX } from '@wordbook/core/rules/study-plan-rules';
import { useCallback, useEffect, useState } from 'react';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { refusalMessage } from '../../../../lib/api-client';
import { listPlanGroups } from '../../api/today-calls';
import { ArchiveDialog, PlanDetailsDialog, RestoreDialog } from './plan-dialogs';

type TGroups = Record<TPlanStatus, TStudyPlan[]>;

const GROUPS: { status: Exclude<TPlanStatus, 'archived'>; title: string; empty: string }[] = [
  { status: 'active', title: 'Active', empty: 'No active plan.' },
  { status: 'scheduled', title: 'Scheduled', empty: 'No scheduled plans.' },
  { status: 'paused', title: 'Paused', empty: 'No paused plans.' },
];

function PlanRow({ plan, children, onDetails }: { plan: TStudyPlan; children?: React.ReactNode; onDetails: () => void }) {
  return (
    <li className="study-plan-row">
      <div className="stack study-plan-row__text">
        <span className="study-plan-row__title">{plan.title_parts.join(' · ')}</span>
        <span className="study-step__note">
          Starts {plan.start_date} · {plan.timezone}
        </span>
      </div>
      <div className="cluster study-plan-row__actions">
        <Button size="small" variant="text" label="Details" aria-label={`Details of the plan starting ${plan.start_date}`} onClick={onDetails} />
        {children}
      </div>
    </li>
  );
}

/** All Study Plans (Active, Scheduled, Paused) and, on demand, Archived Study Plans with restore. */
export function AllPlansDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const [groups, setGroups] = useState<TGroups | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [details, setDetails] = useState<TStudyPlan | null>(null);
  const [archiving, setArchiving] = useState<TStudyPlan | null>(null);
  const [restoring, setRestoring] = useState<TStudyPlan | null>(null);

  const load = useCallback(() => {
    setError(null);
    listPlanGroups(true).then(setGroups, (failure: unknown) => setError(refusalMessage(failure, 'Failed to load study plans')));
  }, []);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const nonArchived = groups ? groups.active.length + groups.scheduled.length + groups.paused.length : 0;
  const row = (plan: TStudyPlan) => (
    <PlanRow key={plan.id} plan={plan} onDetails={() => setDetails(plan)}>
      {plan.status === 'scheduled' ? (
        <LinkButton size="small" variant="text" to={`/study/setup?planId=${plan.id}`}>
          Edit
        </LinkButton>
      ) : null}
      {plan.status === 'scheduled' || plan.status === 'paused' ? (
        <Button size="small" variant="outlined" label="Archive" aria-label={`Archive the plan starting ${plan.start_date}`} onClick={() => setArchiving(plan)} />
      ) : null}
      {plan.status === 'archived' ? (
        <Button size="small" variant="outlined" label="Restore" aria-label={`Restore the plan starting ${plan.start_date}`} onClick={() => setRestoring(plan)} />
      ) : null}
    </PlanRow>
  );

  return (
    <Dialog open={open} onClose={onClose} header={showArchived ? 'Archived Study Plans' : 'All Study Plans'} className="study-dialog" style={{ width: '38rem' }}>
      <div className="stack study-dialog__body">
        {error ? (
          <p className="study-alert" role="alert">
            {error}
          </p>
        ) : null}
        {!groups && !error ? <Spinner label="Loading your plans…" size={32} /> : null}
        {groups && !showArchived
          ? GROUPS.map((g) => (
              <section key={g.status} className="stack study-plan-group" aria-label={g.title}>
                <h3 className="study-plan-group__title">{g.title}</h3>
                {groups[g.status].length === 0 ? <p className="study-today__empty">{g.empty}</p> : <ul className="study-plan-list">{groups[g.status].map(row)}</ul>}
              </section>
            ))
          : null}
        {groups && showArchived ? (
          <section className="stack study-plan-group" aria-label="Archived">
            {groups.archived.length === 0 ? <p className="study-today__empty">No archived study plans.</p> : <ul className="study-plan-list">{groups.archived.map(row)}</ul>}
          </section>
        ) : null}
        <div className="button-row study-dialog__buttons">
          <Button variant="text" label={showArchived ? 'Back to All Study Plans' : 'Archived Study Plans'} onClick={() => setShowArchived((s) => !s)} />
          <Button variant="outlined" label="Close" onClick={onClose} />
        </div>
      </div>
      <PlanDetailsDialog plan={details} onClose={() => setDetails(null)} />
      <ArchiveDialog
        plan={archiving}
        onClose={() => setArchiving(null)}
        onDone={(failure) => {
          setArchiving(null);
          if (failure) setError(failure === 'Failed to archive study plan.' ? 'Failed to archive' : failure);
          load();
          onChanged();
        }}
      />
      <RestoreDialog
        plan={restoring}
        atCap={nonArchived >= PLAN_MAX}
        onClose={() => setRestoring(null)}
        onDone={() => {
          setRestoring(null);
          load();
          onChanged();
        }}
      />
    </Dialog>
  );
}
