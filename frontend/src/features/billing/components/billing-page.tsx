import { billingMessages as M } from '@wordbook/core/contract/billing';
import { formatKrw } from '@wordbook/core/rules/pricing';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { Button, LinkButton } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { getBillingOverview, getBillingTimeline, getRefundEligibility } from '../api/billing';
import { dateOnly } from '../lib/format';
import { ActivityTimeline, BillingTabs } from './billing-history';
import { RefundCountdown } from './refund-countdown';

const failure = (fallback: string) => (error: unknown) => (error instanceof ApiError && error.status === 0 ? M.network : fallback);

/** /billing (document 3, §2.7, §7.3, §8.3): plan KPIs, the refund countdown, the timeline and the two tabs. */
export function BillingPage() {
  const history = useLoad(async (signal) => {
    const [overview, timeline] = await Promise.all([getBillingOverview(signal), getBillingTimeline(signal)]);
    return { overview, timeline };
  }, { failureText: failure(M.loadFailed) });
  const eligibility = useLoad(getRefundEligibility, { failureText: failure(M.eligibilityFailed) });

  const links = (
    <nav className="cluster billing-links" aria-label="Billing links">
      <LinkButton to="/upgrade" icon="pi pi-star" size="small">
        Upgrade
      </LinkButton>
      <LinkButton to="/account" icon="pi pi-user" variant="outlined" size="small">
        Account
      </LinkButton>
      <LinkButton to="/payments/refund" icon="pi pi-replay" variant="outlined" size="small">
        Refunds
      </LinkButton>
    </nav>
  );

  return (
    <Page title="Billing & Subscription" description="Your plan, its end date, your payments and your plan changes." icon="pi pi-credit-card" actions={links}>
      <div className="billing stack">
        {eligibility.error ? (
          <div className="billing-alert billing-alert--warning" role="alert">
            <strong>Couldn’t verify refund guarantee</strong>
            <p>
              {eligibility.error} Please refresh the page, or check Billing again later.{' '}
              <Button label="Try again" variant="text" size="small" onClick={eligibility.retry} />
            </p>
          </div>
        ) : eligibility.data ? (
          <RefundCountdown eligibility={eligibility.data} />
        ) : null}

        {history.error ? (
          <div className="billing-alert billing-alert--danger" role="alert">
            <p>{history.error}</p>
            <Button label="Try again" icon="pi pi-refresh" size="small" onClick={history.retry} />
          </div>
        ) : !history.data ? (
          <div className="billing-card surface-card billing-loading">
            <Spinner label="Loading your billing…" />
          </div>
        ) : (
          <>
            <Kpis overview={history.data.overview} />
            <div className="billing__columns">
              <BillingTabs orders={history.data.overview.normalized.orders} planLogs={history.data.overview.normalized.planLogs} />
              <ActivityTimeline items={history.data.timeline} />
            </div>
          </>
        )}
      </div>
    </Page>
  );
}

function Kpis({ overview }: { overview: Awaited<ReturnType<typeof getBillingOverview>> }) {
  const paid = overview.normalized.orders.filter((o) => o.status === 'paid');
  const pro = overview.current.plan === 'pro';
  return (
    <section className="billing-kpis" aria-label="Your plan">
      <div className="billing-kpi surface-card">
        <p className="billing-kpi__label">Current plan</p>
        <p className="billing-kpi__value" data-testid="billing-current-plan">
          {pro ? 'Pro' : 'Free'}
        </p>
        {pro ? null : <Link to="/upgrade#plans">See Pro passes</Link>}
      </div>
      <div className="billing-kpi surface-card">
        <p className="billing-kpi__label">Pro until</p>
        <p className="billing-kpi__value">{pro && overview.current.expiresAt ? dateOnly(overview.current.expiresAt) : '—'}</p>
        <p className="billing-muted">{pro ? 'Back to Free the day after. No auto-renewal.' : 'No active pass.'}</p>
      </div>
      <div className="billing-kpi surface-card">
        <p className="billing-kpi__label">Payments</p>
        <p className="billing-kpi__value">{paid.length}</p>
        <p className="billing-muted">{formatKrw(paid.reduce((sum, o) => sum + o.amount_krw, 0))} paid in total</p>
      </div>
    </section>
  );
}
