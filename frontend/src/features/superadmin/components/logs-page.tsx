import { LOG_PAGE_SIZES, type TAuditEntry } from '@wordbook/core/contract/superadmin-tools';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { getAuditLog } from '../api/superadmin-tools';
import { actionLabel, dateTime } from '../lib/format';
import { PagedTable } from './staff-table';

const EMPTY = { action: '', actor: '', targetId: '', from: '', to: '' };
const FIELDS: { key: keyof typeof EMPTY; label: string; placeholder: string; type?: string }[] = [
  { key: 'action', label: 'Action', placeholder: 'user.ban, plan., maintenance.' },
  { key: 'actor', label: 'By', placeholder: 'Username or e-mail' },
  { key: 'targetId', label: 'Target id', placeholder: 'User, session or queue' },
  { key: 'from', label: 'From', placeholder: '', type: 'date' },
  { key: 'to', label: 'To', placeholder: '', type: 'date' },
];

/** The values before → after of one entry, one line per field. */
function Change({ entry }: { entry: TAuditEntry }) {
  const before = (entry.details.before ?? null) as Record<string, unknown> | null;
  const after = (entry.details.after ?? null) as Record<string, unknown> | null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="staff-muted">—</span>;
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return (
    <ul className="staff-change">
      {keys.map((key) => (
        <li key={key}>
          <code>{key}</code>: {before ? `${show(before[key])} → ` : ''}
          {show(after?.[key])}
        </li>
      ))}
    </ul>
  );
}

/** /superadmin/logs: the audit log of staff actions, newest first, filtered on the server. */
export function LogsPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const log = useLoad((signal) => getAuditLog({ ...filter, page, limit }, signal), { failureText: (e) => refusalMessage(e, 'Failed to load the logs.') });
  const reload = log.retry;

  return (
    <Page title="Logs" description="Every staff action: who did what to which account, the values before and after, and the request." icon="pi pi-list" width="wide">
      <form
        className="superadmin-filters cluster"
        aria-label="Filter the log"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
          setPage(1);
          reload();
        }}
      >
        {FIELDS.map((field) => (
          <div className="stack" key={field.key}>
            <label htmlFor={`logs-${field.key}`}>{field.label}</label>
            <InputText
              id={`logs-${field.key}`}
              type={field.type ?? 'text'}
              value={draft[field.key]}
              placeholder={field.placeholder}
              onChange={(e) => setDraft((current) => ({ ...current, [field.key]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit" label="Filter" icon="pi pi-filter" />
      </form>
      <PagedTable
        rows={log.data}
          failure={log.error}
        dataKey="id"
        label="Audit log"
        emptyMessage="No entries match."
        loading={!log.data && !log.error}
        page={page}
        pageSize={limit}
        pageSizes={LOG_PAGE_SIZES}
        onPage={(next, rows) => {
          setLimit(rows);
          setPage(next);
          reload();
        }}
      >
        <Column header="When (UTC)" body={(entry: TAuditEntry) => dateTime(entry.createdAt)} />
        <Column header="Action" body={(entry: TAuditEntry) => actionLabel(entry.action)} />
        <Column header="By" body={(entry: TAuditEntry) => entry.actorUsername ?? '—'} />
        <Column header="Target" body={(entry: TAuditEntry) => (entry.targetId ? `${entry.targetType ?? ''} ${entry.targetId}` : (entry.targetType ?? '—'))} />
        <Column header="Change" body={(entry: TAuditEntry) => <Change entry={entry} />} />
        <Column header="Request" body={(entry: TAuditEntry) => <code className="staff-request-id">{String(entry.details.requestId ?? '—')}</code>} />
      </PagedTable>
    </Page>
  );
}
