import { type TRole, ZRole } from '@wordbook/core/contract/session';
import { USER_PAGE_SIZE_DEFAULT, USER_PAGE_SIZES, ZRoleListResponse } from '@wordbook/core/contract/superadmin';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import type { z } from 'zod';
import { Page } from '../../../components/layout/page';
import { ConfirmDialog, type TConfirmText } from '../../../components/ui/confirm-dialog';
import { useNotify } from '../../../components/notice/notice-atoms';
import { api, refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { changeRole } from '../api/superadmin-users';
import { PagedTable, SearchForm } from './staff-table';

type TRoleRow = z.infer<typeof ZRoleListResponse>['users'][number];

const ROLE_TEXT: Record<TRole, string> = {
  user: 'A learner: their own wordbooks, practice and plans.',
  admin: 'The admin dashboard; the support and moderator dashboards too.',
  support: 'The support dashboard: help requests from learners.',
  moderator: 'The moderator dashboard: reported content.',
  superadmin: 'Everything here: users, roles, billing, the system and the logs.',
};

const CHANGE_ROLE_TEXT: TConfirmText = { header: 'Change role', keepLabel: 'Cancel', confirmLabel: 'Change role', confirmIcon: 'pi pi-check' };

/** /superadmin/roles: every account's role, changed after a confirmation (document 1 §4, §7). */
export function RolesPage() {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(USER_PAGE_SIZE_DEFAULT);
  const [q, setQ] = useState('');
  const [pending, setPending] = useState<{ user: TRoleRow; role: TRole } | null>(null);
  const [busy, setBusy] = useState(false);
  const roles = useLoad(
    (signal) => api.get('/api/superadmin/roles', ZRoleListResponse, { query: { page, limit, ...(q ? { q } : {}) }, signal }),
    { failureText: (e) => refusalMessage(e, 'Failed to load roles') },
  );
  const reload = roles.retry;

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await changeRole(pending.user.id, pending.role);
      notify.success(`${pending.user.username} is now ${pending.role}.`);
      reload();
    } catch (error) {
      notify.error(refusalMessage(error, 'Failed to change role'));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <Page title="Roles" description="Give users the user, admin, support, moderator or superadmin role." icon="pi pi-id-card" width="wide">
      <ul className="staff-role-list">
        {ZRole.options.map((role) => (
          <li key={role}>
            <span className="pill">{role}</span> {ROLE_TEXT[role]}
          </li>
        ))}
      </ul>
      <SearchForm
        label="Find users"
        id="roles-search"
        fieldLabel="Search"
        placeholder="E-mail, username or name"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
          reload();
        }}
      />
      <PagedTable
        rows={roles.data && { items: roles.data.users, total: roles.data.total }}
        failure={roles.error}
        dataKey="id"
        emptyMessage="No users match."
        loading={!roles.data && !roles.error}
        page={page}
        pageSize={limit}
        pageSizes={USER_PAGE_SIZES}
        onPage={(next, rows) => {
          setLimit(rows);
          setPage(next);
          reload();
        }}
      >
        <Column field="username" header="Username" />
        <Column field="email" header="E-mail" />
        <Column field="full_name" header="Name" />
        <Column
          header="Role"
          body={(user: TRoleRow) => (
            <Dropdown
              aria-label={`Role of ${user.username}`}
              value={user.role}
              options={[...ZRole.options]}
              onChange={(e) => e.value !== user.role && setPending({ user, role: e.value as TRole })}
            />
          )}
        />
      </PagedTable>
      <ConfirmDialog {...CHANGE_ROLE_TEXT} open={pending !== null} busy={busy} onKeep={() => setPending(null)} onConfirm={() => void confirm()}>
        <p>{pending ? `Make ${pending.user.username} a ${pending.role}? ${ROLE_TEXT[pending.role]}` : ''}</p>
      </ConfirmDialog>
    </Page>
  );
}
