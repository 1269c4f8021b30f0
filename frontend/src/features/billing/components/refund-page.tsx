import { billingMessages as M, REFUND_WINDOW_DAYS } from '@wordbook/core/contract/billing';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';
import { Button, LinkButton } from '../../../components/ui/button';
import { ConfirmDialog, type TConfirmText } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { failureMessage, useSubmit } from '../../../lib/use-submit';
import { getRefundEligibility, requestRefund } from '../api/billing';
import { dateTime, krwOrDash } from '../lib/format';
import { RefundCountdown } from './refund-countdown';
import { IconNote } from '../../../components/ui/icon-note';

const REFUND_TEXT: TConfirmText = { header: 'Refund your first purchase?', keepLabel: 'Keep Pro', confirmLabel: 'Refund and return to Free', confirmIcon: 'pi pi-replay' };

/** /payments/refund: the refund policy, and a refund request for a first purchase within 14 days. */
export function RefundPage({ onRefunded }: { onRefunded: () => void }) {
  const eligibility = useLoad(getRefundEligibility, {
    failureText: (error) => (error instanceof ApiError && error.status === 0 ? M.network : M.eligibilityFailed),
  });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  const refund = () =>
    submit(
      async () => {
        setError(null);
        const answer = await requestRefund(reason);
        setOpen(false);
        setDone(answer.message);
        onRefunded();
        eligibility.retry();
      },
      (failure) => {
        setOpen(false);
        setError(failureMessage(failure, M.refundFailed));
      },
    );

  const data = eligibility.data;
  return (
    <Page title="Refunds" description="The refund guarantee of your first Pro pass, and how to ask for it." icon="pi pi-replay" width="narrow">
      <div className="billing stack">
        <section className="billing-card surface-card" aria-labelledby="refund-policy-title">
          <h2 id="refund-policy-title" className="billing-card__title">
            Our refund policy
          </h2>
          <ul className="refund-policy">
            <li>Your first Pro purchase can be refunded in full within {REFUND_WINDOW_DAYS} days of payment. Nothing is kept back.</li>
            <li>The guarantee does not add days to your pass: a 3-month pass is still 90 days of Pro.</li>
            <li>After a refund you are back on the Free plan at once, and the payment is cancelled with the card company (it can take a few working days to show on your statement).</li>
            <li>Later purchases, and a first purchase after {REFUND_WINDOW_DAYS} days, are non-refundable. Passes never renew on their own.</li>
          </ul>
          <p className="billing-muted refund-policy__more">
            Questions? <Link to="/help">Contact support</Link> · <Link to="/terms-of-service">Terms of Service</Link> · <Link to="/billing">Billing</Link>
          </p>
        </section>

        <IconNote className="billing-alert billing-alert--success" role="status" icon="pi pi-check-circle" text={done} />
        {error ? (
          <p className="billing-alert billing-alert--danger" role="alert">
            {error}
          </p>
        ) : null}

        <section className="billing-card surface-card" aria-labelledby="refund-request-title">
          <h2 id="refund-request-title" className="billing-card__title">
            Request a refund
          </h2>
          {eligibility.error ? (
            <div className="billing-alert billing-alert--warning" role="alert">
              <strong>Couldn’t verify refund guarantee</strong>
              <p>{eligibility.error} Please refresh the page, or check Billing again later.</p>
            </div>
          ) : !data ? (
            <Spinner label="Checking your purchase…" size={32} />
          ) : (
            <div className="stack refund-request">
              {data.eligible ? null : <p>{data.message}</p>}
              {data.eligible ? (
                <>
                  <RefundCountdown eligibility={data} linkToRefund={false} />
                  <dl className="billing-facts">
                    <dt>Order ID</dt>
                    <dd className="billing-code">{data.orderId}</dd>
                    <dt>Paid</dt>
                    <dd>{dateTime(data.firstPurchaseDate)}</dd>
                    <dt>Refund</dt>
                    <dd>{krwOrDash(data.amountKRW)}</dd>
                  </dl>
                  <label className="refund-request__reason" htmlFor="refund-reason">
                    Why are you leaving Pro? (optional)
                    <textarea id="refund-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
                  </label>
                  <Button label="Request a Refund" icon="pi pi-replay" className="refund-request__button" onClick={() => setOpen(true)} />
                </>
              ) : (
                <LinkButton to="/billing" variant="outlined" icon="pi pi-credit-card">
                  Back to Billing
                </LinkButton>
              )}
            </div>
          )}
        </section>
      </div>
      <ConfirmDialog {...REFUND_TEXT} open={open} busy={busy} onKeep={() => setOpen(false)} onConfirm={() => void refund()}>
        <p>
          You will get {krwOrDash(data?.amountKRW)} back and your account returns to the Free plan now. This cannot be undone.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
