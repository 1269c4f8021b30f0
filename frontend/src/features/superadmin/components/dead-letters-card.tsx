import type { TDeadLetter } from '@wordbook/core/contract/superadmin-tools';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useNotify } from '../../../components/notice/notice-atoms';
import { refusalMessage } from '../../../lib/api-client';
import { retryDeadLetter } from '../api/superadmin-tools';
import { dateTime } from '../lib/format';

type TProps = { letters: { items: TDeadLetter[]; total: number } | null; error: string | null; onChanged: () => void };

/** The dead letters of /superadmin/system: jobs that failed for good, each with a Retry that puts its job back on its queue. */
export function DeadLettersCard({ letters, error, onChanged }: TProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  async function retry(letter: TDeadLetter) {
    setBusy(letter.id);
    try {
      const { queue } = await retryDeadLetter(letter.id);
      notify.success(`The job will run again on ${queue}.`);
      onChanged();
    } catch (failure) {
      notify.error(refusalMessage(failure, 'Failed to retry the job.'));
    } finally {
      setBusy(null);
    }
  }

  const shown = letters?.items.length ?? 0;
  return (
    <section className="stack" aria-labelledby="dead-letters-title">
      <h2 id="dead-letters-title" className="staff-section-title">
        Dead letters {letters ? <span className="staff-muted">· {letters.total}{letters.total > shown ? `, newest ${shown} shown` : ''}</span> : null}
      </h2>
      <p className="staff-muted">Jobs that used up their retries. Retry runs the job again; a handler never repeats what a job already did.</p>
      {error ? <p role="alert">{error}</p> : null}
      <DataTable
        value={letters?.items ?? []}
        dataKey="id"
        size="small"
        stripedRows
        className="superadmin-table"
        responsiveLayout="stack"
        breakpoint="640px"
        emptyMessage="No dead letters."
        aria-label="Dead letters"
      >
        <Column header="Failed (UTC)" body={(d: TDeadLetter) => dateTime(d.failedAt)} />
        <Column field="queue" header="Queue" />
        <Column header="Error" body={(d: TDeadLetter) => <span title={d.error ?? undefined}>{(d.error ?? '—').slice(0, 160)}</span>} />
        <Column header="Job" body={(d: TDeadLetter) => <code title={d.originalId ?? d.id}>{(d.originalId ?? d.id).slice(0, 8)}</code>} />
        <Column
          header="Retry"
          body={(d: TDeadLetter) => (
            <Button label="Retry" size="small" variant="outlined" aria-label={`Retry the ${d.queue} job ${(d.originalId ?? d.id).slice(0, 8)}`} loading={busy === d.id} onClick={() => void retry(d)} />
          )}
        />
      </DataTable>
    </section>
  );
}
