import type { TQueueState, TSystemResponse } from '@wordbook/core/contract/superadmin-tools';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { useNotify } from '../../../components/notice/notice-atoms';
import { refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { getDeadLetters, getSystem, retryQueue, setMaintenance } from '../api/superadmin-tools';
import { age, bytes, dateTime } from '../lib/format';
import { DeadLettersCard } from './dead-letters-card';

type TWorker = TSystemResponse['workers'][number];
/** A worker that has not reported for this long is shown as gone. */
const STALE_SECONDS = 60;

/** /superadmin/system: maintenance mode, the queues (with retry of failed jobs), the dead letters (each with a retry), the workers and the database size. */
export function SystemPage() {
  const notify = useNotify();
  const system = useLoad(getSystem, { failureText: (e) => refusalMessage(e, 'Failed to load the system state.') });
  const dead = useLoad(getDeadLetters, { failureText: (e) => refusalMessage(e, 'Failed to load the dead letters.') });
  const refresh = () => {
    system.retry();
    dead.retry();
  };
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const maintenance = system.data?.maintenance;

  async function switchMaintenance() {
    if (!maintenance) return;
    setBusy('maintenance');
    try {
      const state = await setMaintenance(!maintenance.enabled, message ?? maintenance.message);
      notify.success(state.enabled ? 'Maintenance mode is on: learners see the maintenance page.' : 'Maintenance mode is off.');
      system.retry();
    } catch (error) {
      notify.error(refusalMessage(error, 'Failed to switch maintenance mode.'));
    } finally {
      setBusy(null);
    }
  }

  async function retry(queue: TQueueState) {
    setBusy(queue.name);
    try {
      const { retried } = await retryQueue(queue.name);
      notify.success(`${retried} failed job${retried === 1 ? '' : 's'} of ${queue.name} will run again.`);
      refresh();
    } catch (error) {
      notify.error(refusalMessage(error, 'Failed to retry the jobs.'));
    } finally {
      setBusy(null);
    }
  }

  const workerState = (worker: TWorker) => {
    if (worker.stoppedAt) return 'stopped';
    return (Date.now() - Date.parse(worker.lastSeenAt)) / 1000 > STALE_SECONDS ? 'not reporting' : 'running';
  };

  return (
    <Page
      title="System"
      description="Maintenance mode, the job queues, the workers and the database."
      icon="pi pi-server"
      width="wide"
      actions={<Button label="Refresh" icon="pi pi-refresh" variant="outlined" onClick={refresh} />}
    >
      {system.error ? <p role="alert">{system.error}</p> : null}
      <section className="surface-card stack" aria-labelledby="maintenance-title">
        <h2 id="maintenance-title" className="staff-card__title">
          Maintenance mode: {maintenance ? (maintenance.enabled ? 'on' : 'off') : '…'}
        </h2>
        <p className="staff-muted">
          While it is on, learners see the maintenance page and their calls are refused; staff keep working.
          {maintenance?.changedAt ? ` Last switched ${dateTime(maintenance.changedAt)} UTC.` : ''}
        </p>
        <div className="cluster superadmin-filters">
          <div className="stack staff-grow">
            <label htmlFor="maintenance-message">Message learners see</label>
            {/* Editable once the current message is known: text typed earlier would be merged with it when it arrives. */}
            <InputText
              id="maintenance-message"
              value={message ?? maintenance?.message ?? ''}
              maxLength={300}
              disabled={!maintenance}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <Button
            label={maintenance?.enabled ? 'Disable Maintenance Mode' : 'Enable Maintenance Mode'}
            icon="pi pi-wrench"
            variant={maintenance?.enabled ? 'primary' : 'outlined'}
            loading={busy === 'maintenance'}
            disabled={!maintenance}
            onClick={() => void switchMaintenance()}
          />
        </div>
      </section>
      <section className="stack" aria-labelledby="queues-title">
        <h2 id="queues-title" className="staff-section-title">
          Queues
        </h2>
        <DataTable value={system.data?.queues ?? []} dataKey="name" size="small" stripedRows className="superadmin-table"
        responsiveLayout="stack"
        breakpoint="640px" emptyMessage="No queues." aria-label="Queues">
          <Column field="name" header="Queue" />
          <Column field="depth" header="Waiting" />
          <Column field="active" header="Running" />
          <Column header="Oldest waiting" body={(q: TQueueState) => age(q.oldestAgeSeconds)} />
          <Column header="Failed (24 h)" body={(q: TQueueState) => `${q.failed} (${q.failedLastDay})`} />
          <Column
            header="Retry"
            body={(q: TQueueState) =>
              q.deadLetter ? (
                <span className="staff-muted">dead letters</span>
              ) : (
                <Button
                  label="Retry failed"
                  size="small"
                  variant="outlined"
                  aria-label={`Retry failed jobs of ${q.name}`}
                  disabled={q.failed === 0}
                  loading={busy === q.name}
                  onClick={() => void retry(q)}
                />
              )
            }
          />
        </DataTable>
      </section>
      <DeadLettersCard letters={dead.data} error={dead.error} onChanged={refresh} />
      <div className="staff-grid">
        <section className="surface-card stack" aria-labelledby="workers-title">
          <h2 id="workers-title" className="staff-card__title">Workers</h2>
          {system.data && system.data.workers.length === 0 ? <p className="staff-muted">No worker has reported in the last 15 minutes.</p> : null}
          <ul className="staff-issues">
            {system.data?.workers.map((worker) => (
              <li key={worker.id}>
                <span className={`pill${workerState(worker) === 'running' ? '' : ' staff-pill--danger'}`}>{workerState(worker)}</span>{' '}
                <strong>
                  {worker.host}:{worker.pid}
                </strong>{' '}
                {worker.queues.join(', ')} · concurrency {worker.concurrency} · last seen {dateTime(worker.lastSeenAt)}
              </li>
            ))}
          </ul>
        </section>
        <section className="surface-card stack" aria-labelledby="database-title">
          <h2 id="database-title" className="staff-card__title">Database</h2>
          <p className="staff-total__value">{system.data ? bytes(system.data.databaseBytes) : '…'}</p>
          <p className="staff-muted">Size of the product database, queue tables included.</p>
        </section>
      </div>
    </Page>
  );
}
