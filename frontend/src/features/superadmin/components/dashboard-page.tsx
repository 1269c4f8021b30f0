import type { TMaintenanceState } from '@wordbook/core/contract/superadmin-tools';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useNotify } from '../../../components/notice/notice-atoms';
import { refusalMessage } from '../../../lib/api-client';
import { getMaintenance } from '../../../lib/api/get-maintenance';
import { useLoad } from '../../../lib/use-load';
import { getRecentIssues, getSiteStats, setMaintenance } from '../api/superadmin-tools';
import { actionLabel, dateTime } from '../lib/format';
import { SiteTotals, SUPERADMIN_TOOLS, ToolCards } from './staff-cards';

/** /superadmin: site totals, recent issues, the tools, and the maintenance switch (document 1 §2). */
export function SuperadminDashboardPage() {
  const notice = useNotify();
  const stats = useLoad(getSiteStats, { failureText: (e) => refusalMessage(e, 'Failed to load stats.') });
  const issues = useLoad(getRecentIssues, { failureText: (e) => refusalMessage(e, 'Failed to load recent issues.') });
  const maintenance = useLoad(getMaintenance, { failureText: () => 'Failed to load the maintenance state.' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const on = maintenance.data?.enabled ?? false;

  async function toggle() {
    setBusy(true);
    try {
      const state: TMaintenanceState = await setMaintenance(!on);
      maintenance.setData(state);
      notice.success(state.enabled ? 'Maintenance mode is on: learners see the maintenance page.' : 'Maintenance mode is off.');
    } catch (error) {
      notice.error(refusalMessage(error, 'Failed to switch maintenance mode.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const issueCount = (issues.data?.failedJobs.length ?? 0) + (issues.data?.auditEntries.length ?? 0);
  return (
    <Page
      title="Superadmin Dashboard"
      description="Site statistics, recent issues, and the tools for users, roles, billing and the system."
      icon="pi pi-shield"
      width="wide"
      actions={
        <Button
          label={on ? 'Disable Maintenance Mode' : 'Enable Maintenance Mode'}
          icon="pi pi-wrench"
          variant={on ? 'primary' : 'outlined'}
          disabled={!maintenance.data}
          onClick={() => setConfirming(true)}
        />
      }
    >
      {on ? (
        <p className="staff-banner" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> Maintenance mode is on: learners see “{maintenance.data?.message}”.
        </p>
      ) : null}
      <div className="staff-grid">
        <section className="surface-card stack" aria-labelledby="stats-card-title">
          <h2 id="stats-card-title" className="staff-card__title">Site statistics</h2>
          {stats.error ? <p role="alert">{stats.error}</p> : <SiteTotals stats={stats.data} />}
          <Link to="/superadmin/stats">All statistics</Link>
        </section>
        <section className="surface-card stack" aria-labelledby="issues-card-title">
          <h2 id="issues-card-title" className="staff-card__title">Recent issues</h2>
          {issues.error ? <p role="alert">{issues.error}</p> : null}
          {issues.data && issueCount === 0 ? <p className="staff-muted">No recent issues.</p> : null}
          <ul className="staff-issues">
            {issues.data?.failedJobs.map((job) => (
              <li key={job.id}>
                <span className="pill staff-pill--danger">Failed job</span> <strong>{job.queue}</strong> {dateTime(job.failedAt)}
                {job.error ? <span className="staff-muted"> — {job.error.slice(0, 90)}</span> : null}
              </li>
            ))}
            {issues.data?.auditEntries.map((entry) => (
              <li key={entry.id}>
                <span className="pill">{actionLabel(entry.action)}</span> {entry.targetType} {entry.targetId?.slice(0, 8)} by {entry.actorUsername ?? 'someone'}{' '}
                {dateTime(entry.createdAt)}
              </li>
            ))}
          </ul>
          <Link to="/superadmin/logs">Open the logs</Link>
        </section>
      </div>
      <h2 className="staff-section-title">Tools</h2>
      <ToolCards tools={SUPERADMIN_TOOLS} label="Superadmin tools" />
      <ConfirmDialog
        open={confirming}
        header={on ? 'Disable maintenance mode' : 'Enable maintenance mode'}
        keepLabel="Cancel"
        confirmLabel={on ? 'Disable' : 'Enable'}
        confirmIcon="pi pi-wrench"
        busy={busy}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void toggle()}
      >
        <p>
          {on
            ? 'Learners get their pages back at once.'
            : 'Learners will see the maintenance page and their calls will be refused until you switch it off. Staff keep working.'}
        </p>
      </ConfirmDialog>
    </Page>
  );
}
