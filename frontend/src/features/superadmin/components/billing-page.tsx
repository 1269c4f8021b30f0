import type { ZBillingOrder, ZPlanLog } from '@wordbook/core/contract/superadmin-tools';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import type { z } from 'zod';
import { Page } from '../../../components/layout/page';
import { refusalMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { getBillingOrders, getPlanLogs } from '../api/superadmin-tools';
import { dateTime, won } from '../lib/format';
import { PagedTable, SearchForm } from './staff-table';

type TOrder = z.infer<typeof ZBillingOrder>;
type TPlanLog = z.infer<typeof ZPlanLog>;
const STATUSES = ['pending', 'processing', 'paid', 'failed', 'expired', 'cancelled'];
const PAGE = 20;

/** /superadmin/billing: every learner's orders and plan changes, searchable by learner or order id. */
export function BillingPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [orderPage, setOrderPage] = useState(1);
  const [logPage, setLogPage] = useState(1);
  const orders = useLoad((signal) => getBillingOrders({ q, status, page: orderPage, limit: PAGE }, signal), {
    failureText: (e) => refusalMessage(e, 'Failed to load orders.'),
  });
  const logs = useLoad((signal) => getPlanLogs({ q, page: logPage, limit: PAGE }, signal), { failureText: (e) => refusalMessage(e, 'Failed to load plan logs.') });

  return (
    <Page title="Billing Administration" description="Orders, payments, refunds and plan changes across all accounts." icon="pi pi-wallet" width="wide">
      <SearchForm
        label="Filter billing"
        id="billing-search"
        fieldLabel="Learner or order"
        placeholder="Username, e-mail or order id"
        onSearch={(text) => {
          setQ(text);
          setOrderPage(1);
          setLogPage(1);
          orders.retry();
          logs.retry();
        }}
      >
        <div className="stack">
          <label htmlFor="billing-status">Order status</label>
          <Dropdown
            inputId="billing-status"
            value={status || null}
            options={STATUSES}
            placeholder="Any status"
            showClear
            onChange={(e) => {
              setStatus((e.value as string | null) ?? '');
              setOrderPage(1);
              orders.retry();
            }}
          />
        </div>
      </SearchForm>
      <section className="stack" aria-labelledby="orders-title">
        <h2 id="orders-title" className="staff-section-title">
          Orders {orders.data ? <span className="staff-muted">· {orders.data.total} orders, {won(orders.data.paidKrw)} paid</span> : null}
        </h2>
        <PagedTable
          rows={orders.data}
          failure={orders.error}
          dataKey="orderId"
          label="Orders"
          emptyMessage="No orders match."
          page={orderPage}
          pageSize={PAGE}
          onPage={(page) => {
            setOrderPage(page);
            orders.retry();
          }}
        >
          <Column header="Created (UTC)" body={(o: TOrder) => dateTime(o.createdAt)} />
          <Column field="username" header="Learner" />
          <Column field="planCode" header="Pass" />
          <Column header="Amount" body={(o: TOrder) => `${won(o.amountKrw)} ($${(o.usdTotalCents / 100).toFixed(2)})`} />
          <Column field="status" header="Status" />
          <Column header="Paid" body={(o: TOrder) => dateTime(o.paidAt)} />
          <Column header="Pro until" body={(o: TOrder) => o.serviceEndsOn ?? '—'} />
          <Column field="orderId" header="Order id" />
        </PagedTable>
      </section>
      <section className="stack" aria-labelledby="plan-logs-title">
        <h2 id="plan-logs-title" className="staff-section-title">
          Plan changes
        </h2>
        <PagedTable
          rows={logs.data}
          failure={logs.error}
          dataKey="id"
          label="Plan changes"
          emptyMessage="No plan changes match."
          page={logPage}
          pageSize={PAGE}
          onPage={(page) => {
            setLogPage(page);
            logs.retry();
          }}
        >
          <Column header="When (UTC)" body={(p: TPlanLog) => dateTime(p.createdAt)} />
          <Column field="username" header="Learner" />
          <Column field="plan" header="Plan" />
          <Column field="reason" header="Reason" />
          <Column field="sourceLabel" header="Source" />
          <Column header="Price" body={(p: TPlanLog) => (p.priceKrw === null ? '—' : won(p.priceKrw))} />
          <Column header="Period" body={(p: TPlanLog) => (p.startDate || p.endDate ? `${p.startDate ?? '…'} – ${p.endDate ?? '…'}` : '—')} />
        </PagedTable>
      </section>
    </Page>
  );
}
