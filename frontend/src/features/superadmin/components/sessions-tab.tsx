import { SESSION_PAGE_SIZES, type TAdminSession } from '@wordbook/core/contract/superadmin';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useNotify } from '../../../components/notice/notice-atoms';
import { refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { endSession, listSessions } from '../api/superadmin-tools';
import { dateTime } from '../lib/format';
import { PagedTable, SearchForm } from './staff-table';

/** The sessions tab: live sessions (or all), searched and sorted by the server; each can be ended (document 1 §4, §7). */
export function SessionsTab() {
  const notify = useNotify();
  const [q, setQ] = useState('');
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<'lastSeenAt' | 'createdAt'>('lastSeenAt');
  const sessions = useLoad((signal) => listSessions({ q, all, page, pageSize, sort, order: 'desc' }, signal), {
    failureText: (e) => refusalMessage(e, 'Failed to load active sessions.'),
  });
  const reload = sessions.retry;

  async function end(session: TAdminSession) {
    try {
      await endSession(session.id);
      notify.success(`The session of ${session.username} has ended.`);
      reload();
    } catch (error) {
      notify.error(refusalMessage(error, 'Failed to invalidate session.'));
    }
  }

  return (
    <div className="stack">
      <SearchForm
        label="Filter sessions"
        id="sessions-search"
        fieldLabel="Search sessions"
        placeholder="E-mail, username, IP or browser"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
          reload();
        }}
      >
        <div className="row staff-check">
          <Checkbox
            inputId="sessions-all"
            checked={all}
            onChange={(e) => {
              setAll(Boolean(e.checked));
              setPage(1);
              reload();
            }}
          />
          <label htmlFor="sessions-all">Include ended sessions</label>
        </div>
      </SearchForm>
      <PagedTable
        rows={sessions.data}
          failure={sessions.error}
        dataKey="id"
        label="Sessions"
        emptyMessage="No sessions match."
        page={page}
        pageSize={pageSize}
        pageSizes={SESSION_PAGE_SIZES}
        onPage={(next, rows) => {
          setPageSize(rows);
          setPage(next);
          reload();
        }}
        sort={{
          field: sort,
          order: -1,
          onSort: (field) => {
            setSort(field === 'createdAt' ? 'createdAt' : 'lastSeenAt');
            reload();
          },
        }}
      >
        <Column header="Id" body={(s: TAdminSession) => <code title={s.id}>{s.id.slice(0, 8)}</code>} />
        <Column field="username" header="User" />
        <Column field="ip_address" header="IP" />
        <Column header="Browser" body={(s: TAdminSession) => <span title={s.user_agent ?? ''}>{(s.user_agent ?? '—').slice(0, 35)}</span>} />
        <Column field="createdAt" sortable header="Created" body={(s: TAdminSession) => dateTime(s.created_at)} />
        <Column field="lastSeenAt" sortable header="Last seen" body={(s: TAdminSession) => dateTime(s.last_active)} />
        <Column header="Status" body={(s: TAdminSession) => <span className={`pill${s.status === 'expired' ? ' staff-pill--danger' : ''}`}>{s.status}</span>} />
        <Column
          header="End"
          body={(s: TAdminSession) =>
            s.status === 'expired' ? null : <Button label="End" size="small" variant="outlined" aria-label={`End session ${s.id.slice(0, 8)} of ${s.username}`} onClick={() => void end(s)} />
          }
        />
      </PagedTable>
    </div>
  );
}
