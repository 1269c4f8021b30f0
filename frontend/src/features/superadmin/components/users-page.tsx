import { ZRole, type TRole } from '@wordbook/core/contract/session';
import { type TAdminUser, USER_PAGE_SIZE_DEFAULT, USER_PAGE_SIZES } from '@wordbook/core/contract/superadmin';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { showNoticeAtom } from '../../../components/notice/notice-atoms';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { refusalMessage } from '../../../lib/api-client';
import { useSetAtom } from '../../../lib/jotai';
import { changeRole, exportUrl, listUsers, setUserStatus } from '../api/superadmin-users';
import { endSessionsOfUser } from '../api/superadmin-tools';
import { SessionsTab } from './sessions-tab';
import { PagedTable, SearchForm } from './staff-table';
import { PlanDialog, UserEditDialog } from './user-dialogs';

type TPending = { user: TAdminUser; action: 'ban' | 'suspend' | 'sessions' } | { user: TAdminUser; action: 'role'; role: TRole };

const HEADERS = { ban: 'Ban user', suspend: 'Suspend user', role: 'Change role', sessions: 'End sessions' };
const CONFIRMS = { ban: 'Ban', suspend: 'Suspend', role: 'Change role', sessions: 'End sessions' };
const FAILURES = { ban: 'Failed to ban user', suspend: 'Failed to suspend user', role: 'Failed to change role', sessions: 'Failed to invalidate sessions.' };

function question(pending: TPending | null): string {
  if (!pending) return '';
  if (pending.action === 'role') return `Make ${pending.user.username} a ${pending.role}?`;
  if (pending.action === 'sessions') return `End every session of ${pending.user.username}? They are signed out at their next request.`;
  return `${pending.action === 'ban' ? 'Ban' : 'Suspend'} ${pending.user.username}? Their open pages are refused from the next request on.`;
}

/** /superadmin/users?tab=users|sessions: the two tabs of document 1 §2. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'sessions' ? 'sessions' : 'users';
  return (
    <section className="superadmin-page stack">
      <div className="cluster staff-toolbar">
        <h1>Users &amp; Sessions</h1>
        <SegmentedControl
          aria-label="View"
          value={tab}
          options={[
            { value: 'users', label: 'Users' },
            { value: 'sessions', label: 'Sessions' },
          ]}
          onChange={(value) => setParams({ tab: value }, { replace: true })}
        />
      </div>
      {tab === 'users' ? <UsersTab initialStatus={params.get('status') ?? ''} /> : <SessionsTab />}
    </section>
  );
}

/** The user table, paged, searched, filtered (role, plan, status, created range) and sorted by the server (document 1 §2, §4, §6). */
function UsersTab({ initialStatus }: { initialStatus: string }) {
  const notify = useSetAtom(showNoticeAtom);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(USER_PAGE_SIZE_DEFAULT);
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState({ role: '', plan: '', status: initialStatus, createdFrom: '', createdTo: '', sort: 'created_at', order: 'desc' });
  const [editing, setEditing] = useState<{ user: TAdminUser; what: 'edit' | 'plan' } | null>(null);
  const [rows, setRows] = useState<{ items: TAdminUser[]; total: number }>({ items: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState<TPending | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    listUsers({ page, limit, q, ...filters }, controller.signal)
      .then(setRows)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notify({ message: refusalMessage(error, 'Failed to load users') });
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [page, limit, q, filters, notify]);

  const filter = (key: keyof typeof filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  const reload = () => setFilters((current) => ({ ...current }));

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === 'role') await changeRole(pending.user.id, pending.role);
      else if (pending.action === 'sessions') {
        const { ended } = await endSessionsOfUser(pending.user.id);
        notify({ message: `${ended} session${ended === 1 ? '' : 's'} of ${pending.user.username} ended.`, severity: 'success' });
      } else await setUserStatus(pending.user.id, pending.action);
      // a fresh filters object reads the page again
      reload();
    } catch (error) {
      notify({ message: refusalMessage(error, FAILURES[pending.action]) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const saved = (user: TAdminUser) => {
    notify({ message: `${user.username} saved.`, severity: 'success' });
    setEditing(null);
    reload();
  };

  const actions = (user: TAdminUser) => (
    <div className="cluster staff-actions">
      <Button label="Edit" variant="outlined" size="small" aria-label={`Edit ${user.username}`} onClick={() => setEditing({ user, what: 'edit' })} />
      <Button label="Plan" variant="outlined" size="small" aria-label={`Change the plan of ${user.username}`} onClick={() => setEditing({ user, what: 'plan' })} />
      <Button label="End sessions" variant="outlined" size="small" aria-label={`End the sessions of ${user.username}`} onClick={() => setPending({ user, action: 'sessions' })} />
      <Dropdown
        aria-label={`Role of ${user.username}`}
        value={user.role}
        options={ZRole.options}
        onChange={(e) => e.value !== user.role && setPending({ user, action: 'role', role: e.value as TRole })}
      />
      {user.status !== 'banned' && <Button label="Ban" variant="outlined" size="small" onClick={() => setPending({ user, action: 'ban' })} />}
      {user.status === 'active' && <Button label="Suspend" variant="outlined" size="small" onClick={() => setPending({ user, action: 'suspend' })} />}
    </div>
  );

  return (
    <div className="stack">
      <SearchForm
        label="Filter users"
        id="users-search"
        fieldLabel="Search"
        placeholder="E-mail, username or name"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
        after={
          <a className="p-button p-component p-button-outlined wb-button wb-link-button" href={exportUrl({ q, ...filters })} download>
            <i className="pi pi-download p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Export CSV</span>
          </a>
        }
      >
        <div className="stack">
          <label htmlFor="users-role">Role</label>
          <Dropdown inputId="users-role" value={filters.role || null} options={[...ZRole.options]} placeholder="Any role" showClear onChange={(e) => filter('role')((e.value as string | null) ?? '')} />
        </div>
        <div className="stack">
          <label htmlFor="users-plan">Plan</label>
          <Dropdown inputId="users-plan" value={filters.plan || null} options={[...['free', 'pro']]} placeholder="Any plan" showClear onChange={(e) => filter('plan')((e.value as string | null) ?? '')} />
        </div>
        <div className="stack">
          <label htmlFor="users-status">Status</label>
          <Dropdown inputId="users-status" value={filters.status || null} options={[...['active', 'suspended', 'banned']]} placeholder="Any status" showClear onChange={(e) => filter('status')((e.value as string | null) ?? '')} />
        </div>
        <div className="stack">
          <label htmlFor="users-created-from">Created from</label>
          <InputText id="users-created-from" type="date" value={filters.createdFrom} onChange={(e) => filter('createdFrom')(e.target.value)} />
        </div>
        <div className="stack">
          <label htmlFor="users-created-to">Created to</label>
          <InputText id="users-created-to" type="date" value={filters.createdTo} onChange={(e) => filter('createdTo')(e.target.value)} />
        </div>
      </SearchForm>
      <PagedTable
        rows={rows}
        dataKey="id"
        emptyMessage="No users match."
        loading={loading}
        page={page}
        pageSize={limit}
        pageSizes={USER_PAGE_SIZES}
        onPage={(next, size) => {
          setLimit(size);
          setPage(next);
        }}
        sort={{
          field: filters.sort,
          order: filters.order === 'asc' ? 1 : -1,
          onSort: (field, order) => {
            setFilters((current) => ({ ...current, sort: field, order: order === 1 ? 'asc' : 'desc' }));
            setPage(1);
          },
        }}
      >
        <Column field="username" header="Username" sortable />
        <Column field="email" header="E-mail" sortable />
        <Column field="full_name" header="Name" sortable />
        <Column field="plan" header="Plan" />
        <Column field="status" header="Status" />
        <Column field="created_at" header="Created" sortable body={(user: TAdminUser) => user.created_at.slice(0, 10)} />
        <Column field="last_login_at" header="Last login" sortable body={(user: TAdminUser) => user.last_login_at?.slice(0, 10) ?? '—'} />
        <Column header="Actions" body={actions} />
      </PagedTable>
      <ConfirmDialog
        open={pending !== null}
        header={pending ? HEADERS[pending.action] : ''}
        keepLabel="Cancel"
        confirmLabel={pending ? CONFIRMS[pending.action] : ''}
        confirmIcon="pi pi-check"
        busy={busy}
        onKeep={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p>{question(pending)}</p>
      </ConfirmDialog>
      {editing?.what === 'edit' ? <UserEditDialog user={editing.user} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {editing?.what === 'plan' ? <PlanDialog user={editing.user} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </div>
  );
}
