import { SERVICE_PERIOD_EXCEEDS_12M } from '@wordbook/core/rules/service-period';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { dateTime, krwOrDash, passLabel } from '../lib/format';
import { lastOrderTrial } from '../lib/last-order-trial';
import { type TPaymentPhase, usePaymentResult } from '../lib/use-payment-result';
import { displayName, type TBillingUser } from './billing-user';
import { BillingContact } from './billing-card';

const HEADERS: Record<TPaymentPhase, string> = {
  paid: 'Payment Successful',
  confirming: 'Finalizing Payment…',
  checking: 'Checking Order…',
  issue: 'Payment Issue',
};

const finiteAmount = (raw: string | null): number | undefined => {
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

/** /payments/success?orderId&paymentKey&amount (document 3, §2.9): confirm, then the order's summary. */
export function PaymentSuccessPage({ user, onPaid }: { user: TBillingUser; onPaid: () => void }) {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  if (!orderId) {
    return (
      <div className="payment-result container">
        <h1 className="billing-title">Payment Status</h1>
        <p className="billing-alert billing-alert--danger" role="alert">
          This link names no order. Your payments are listed on the Billing page.
        </p>
        <ResultActions busy={false} />
      </div>
    );
  }
  return <PaymentResult orderId={orderId} paymentKey={params.get('paymentKey')} amount={finiteAmount(params.get('amount'))} user={user} onPaid={onPaid} />;
}

function PaymentResult({ orderId, paymentKey, amount, user, onPaid }: { orderId: string; paymentKey: string | null; amount: number | undefined; user: TBillingUser; onPaid: () => void }) {
  const { phase, summary, error } = usePaymentResult({ orderId, paymentKey, amount });
  const busy = phase === 'confirming' || phase === 'checking';
  useEffect(() => {
    if (phase === 'paid') onPaid();
  }, [phase, onPaid]);
  const stored = lastOrderTrial(orderId);
  const trialApplied = summary ? summary.trialApplied : (stored?.trialEligible ?? false);
  const bonusDays = summary ? summary.trialBonusDays : (stored?.trialBonusDays ?? 0);

  return (
    <div className="payment-result container stack">
      <header className="payment-result__header">
        <span className={`icon-circle payment-result__icon payment-result__icon--${phase}`} aria-hidden="true">
          <i className={phase === 'paid' ? 'pi pi-check' : phase === 'issue' ? 'pi pi-exclamation-triangle' : 'pi pi-spin pi-spinner'} />
        </span>
        <h1 className="billing-title">{HEADERS[phase] ?? 'Payment Status'}</h1>
        {phase === 'paid' ? <p className="billing-lead">Thank you, {displayName(user)}! Your Pro pass is active.</p> : null}
        {busy ? <p className="billing-lead">Please keep this page open while we confirm your payment with the provider.</p> : null}
      </header>

      {error ? (
        <p className="billing-alert billing-alert--danger" role="alert">
          {error}
        </p>
      ) : null}
      {error?.includes(SERVICE_PERIOD_EXCEEDS_12M) ? (
        <p className="billing-alert billing-alert--warning">
          This purchase would have run past the 12-month limit of one payment, so it was stopped and you were not charged. Choose a shorter plan,
          or buy this one nearer to the end of your current pass.
        </p>
      ) : null}
      {trialApplied && bonusDays > 0 ? (
        <p className="billing-alert billing-alert--info">
          <i className="pi pi-shield" aria-hidden="true" /> Your first purchase has a full refund guarantee: you can request a refund within {bonusDays}{' '}
          days of payment.
        </p>
      ) : null}

      <div className="payment-result__grid">
        <section className="billing-card surface-card" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="billing-card__title">
            Order Summary
          </h2>
          <dl className="billing-facts">
            <dt>Order ID</dt>
            <dd className="billing-code">{orderId}</dd>
            <dt>Status</dt>
            <dd>{busy ? 'processing…' : (summary?.status ?? '-')}</dd>
            <dt>Plan</dt>
            <dd>{summary ? passLabel(summary.months) : '-'}</dd>
            <dt>Paid Amount</dt>
            <dd>{krwOrDash(summary?.status === 'paid' ? summary.amountKRW : (amount ?? summary?.amountKRW))}</dd>
            <dt>Paid At</dt>
            <dd>{dateTime(summary?.paidAt)}</dd>
          </dl>
        </section>
        <BillingContact titleId="billed-to-title" title="Billed To" user={user} />
      </div>

      <ResultActions busy={busy} />
      <p className="billing-footnote">
        First purchases carry a 14-day full refund guarantee from the day of payment. After those 14 days, and for later purchases, passes are
        non-refundable.
      </p>
    </div>
  );
}

function ResultActions({ busy }: { busy: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="button-row payment-result__actions">
      <Button label="Go to Dashboard" icon="pi pi-home" disabled={busy} onClick={() => navigate('/dashboard')} />
      <Button label="View Billing" icon="pi pi-credit-card" variant="outlined" disabled={busy} onClick={() => navigate('/billing')} />
      <Button label="Get Help" icon="pi pi-question-circle" variant="outlined" disabled={busy} onClick={() => navigate('/help')} />
    </div>
  );
}
