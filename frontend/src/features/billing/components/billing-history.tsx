import type { TBillingOrder, TPlanLog, TTimelineItem } from '@wordbook/core/contract/billing';
import type { ReactNode } from 'react';
import { TabPanel, TabView } from 'primereact/tabview';
import { dateOnly, dateTime, krwOrDash, passLabel } from '../lib/format';

const STATUS_TONE: Record<string, string> = { paid: 'good', cancelled: 'muted', expired: 'muted', failed: 'bad', pending: 'wait', processing: 'wait' };

export function StatusPill({ status }: { status: string }) {
  return <span className={`pill billing-status billing-status--${STATUS_TONE[status] ?? 'wait'}`}>{status}</span>;
}

const REASONS: Record<string, string> = { purchase: 'Purchase', refund: 'Refund', expired: 'Pass ended', staff: 'Changed by staff' };
const planName = (plan: string | null) => (plan === 'pro' ? 'Pro' : 'Free');

function timelineText(item: TTimelineItem): string {
  if (item.kind === 'order') {
    const guarantee = item.extra.trialApplied && item.extra.trialBonusDays ? ` · ${item.extra.trialBonusDays}-day refund guarantee` : '';
    return `Order for ${passLabel(item.months)} · ${krwOrDash(item.amount_krw)}${guarantee}`;
  }
  const reason = REASONS[item.extra.reason ?? ''] ?? 'Plan change';
  const end = item.plan_to === 'pro' && item.extra.end ? ` until ${dateOnly(item.extra.end)}` : '';
  return `${reason}: plan changed to ${planName(item.plan_to)}${end}`;
}

/** The Activity Timeline: orders and plan changes in one list, newest first. */
export function ActivityTimeline({ items }: { items: TTimelineItem[] }) {
  return (
    <section className="billing-card surface-card" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="billing-card__title">
        Activity Timeline
      </h2>
      {items.length === 0 ? (
        <p className="billing-muted">No billing activity yet.</p>
      ) : (
        <ol className="billing-timeline">
          {items.map((item) => (
            <li key={`${item.kind}-${item.order_id ?? ''}-${item.ts}`} className={`billing-timeline__item billing-timeline__item--${item.kind}`}>
              <span className="billing-timeline__dot" aria-hidden="true" />
              <div className="billing-timeline__body">
                <p className="billing-timeline__text">{timelineText(item)}</p>
                <p className="billing-muted billing-timeline__meta">
                  {dateTime(item.ts)} {item.status ? <StatusPill status={item.status} /> : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PaymentsTable({ orders }: { orders: TBillingOrder[] }) {
  if (orders.length === 0) return <p className="billing-muted">No payments yet.</p>;
  return (
    <RecordsTable columns={['Date', 'Plan', 'Amount', 'Status', 'Order ID']}>
          {orders.map((o) => (
            <tr key={o.order_id}>
              <td data-label="Date">{dateTime(o.paid_at ?? o.created_at)}</td>
              <td data-label="Plan">{passLabel(o.months)}</td>
              <td data-label="Amount">
                {krwOrDash(o.amount_krw)} <span className="billing-muted">(USD {o.usd_total.toFixed(2)})</span>
              </td>
              <td data-label="Status">
                <StatusPill status={o.status} />
              </td>
              <td data-label="Order ID" className="billing-code">
                {o.order_id}
              </td>
            </tr>
          ))}
    </RecordsTable>
  );
}

function PlanChangesTable({ logs }: { logs: TPlanLog[] }) {
  if (logs.length === 0) return <p className="billing-muted">No plan changes yet.</p>;
  return (
    <RecordsTable columns={['Date', 'Plan', 'Reason', 'Period', 'Price']}>
          {logs.map((l) => (
            <tr key={l.id}>
              <td data-label="Date">{dateTime(l.created_at)}</td>
              <td data-label="Plan">{planName(l.plan)}</td>
              <td data-label="Reason">
                {REASONS[l.reason] ?? l.reason} <span className="billing-muted">· {l.source_label}</span>
              </td>
              <td data-label="Period">{l.start_date || l.end_date ? `${dateOnly(l.start_date)} – ${dateOnly(l.end_date)}` : '-'}</td>
              <td data-label="Price">{l.price_sanitized}</td>
            </tr>
          ))}
    </RecordsTable>
  );
}

/** The Payments and Plan Changes tabs. */
export function BillingTabs({ orders, planLogs }: { orders: TBillingOrder[]; planLogs: TPlanLog[] }) {
  return (
    <TabView className="billing-tabs surface-card">
      <TabPanel header="Payments" leftIcon="pi pi-receipt">
        <PaymentsTable orders={orders} />
      </TabPanel>
      <TabPanel header="Plan Changes" leftIcon="pi pi-history">
        <PlanChangesTable logs={planLogs} />
      </TabPanel>
    </TabView>
  );
}

/** A table of the learner's records; on phones each row shows as labelled pairs (cells carry data-label). */
function RecordsTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="billing-table-wrap">
      <table className="billing-table data-table data-table--stack">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
