import { paymentMessages as M } from '@wordbook/core/contract/payments';
import { parsePlanCode } from '@wordbook/core/rules/pricing';
import { SERVICE_PERIOD_EXCEEDS_12M } from '@wordbook/core/rules/service-period';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { dateOnly, krwOrDash } from '../lib/format';
import { BillingCard } from './billing-card';

/** How long 'Copied ✓' shows (§9.2). */
export const COPIED_MS = 1500;

/** /payments/fail?code&message&orderId&paymentKey&amount&plan&earliestPurchaseAt&blockReason (document 3, §2.10). */
export function PaymentFailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code')?.trim() || M.failDefaultCode;
  const message = params.get('message')?.trim() || M.failDefaultMessage;
  const blocked = code === SERVICE_PERIOD_EXCEEDS_12M;
  const plan = parsePlanCode(params.get('plan'));
  const details: [string, string][] = [
    ['Error code', code],
    ['Reason', message],
    ['Order ID', params.get('orderId') || '-'],
    ['Payment key', params.get('paymentKey') || '-'],
    ['Amount', krwOrDash(params.get('amount'))],
  ];
  const earliest = params.get('earliestPurchaseAt');
  const blockReason = params.get('blockReason');

  return (
    <div className="payment-result container stack">
      <header className="payment-result__header">
        <span className="icon-circle payment-result__icon payment-result__icon--issue" aria-hidden="true">
          <i className={blocked ? 'pi pi-ban' : 'pi pi-times'} />
        </span>
        <h1 className="billing-title">{blocked ? 'Purchase Blocked by Provider Rule' : 'Payment Failed'}</h1>
        <p className="billing-lead">{blocked ? 'This pass would run past 12 months from today, so it was not charged.' : 'Your payment did not go through.'}</p>
      </header>

      {blocked ? (
        <div className="billing-alert billing-alert--warning">
          <p>{blockReason || M.blockedDefault}</p>
          {earliest ? <p>You can buy this plan on or after {dateOnly(earliest)}</p> : null}
        </div>
      ) : null}

      <BillingCard titleId="fail-what-title" title="What happened">
        <dl className="billing-facts">
          {details.map(([term, value]) => (
            <div key={term} className="billing-facts__row">
              <dt>{term}</dt>
              <dd className={term === 'Reason' ? undefined : 'billing-code'}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="cluster payment-fail__tools">
          <CopyDetails text={details.map(([term, value]) => `${term}: ${value}`).join('\n')} />
          <Link to="/help">Contact Support</Link>
        </div>
      </BillingCard>

      <BillingCard titleId="fail-fixes-title" title="Quick fixes">
        <ul className="payment-fail__fixes">
          <li>Try the payment again: a short network problem is often the cause.</li>
          <li>Check that your card allows online or overseas payments and has enough balance or limit.</li>
          <li>Turn off a VPN or an ad blocker, which can stop the payment window.</li>
          <li>Use another card or payment method.</li>
          <li>If you were already charged, do not try again and again: contact support with the details above.</li>
        </ul>
      </BillingCard>

      <div className="button-row payment-result__actions">
        <Button label="Try Again" icon="pi pi-refresh" onClick={() => navigate(plan ? `/payments/checkout?plan=${plan}` : '/upgrade#plans')} />
        {blocked ? <Button label="Choose a Shorter Plan" icon="pi pi-list" variant="outlined" onClick={() => navigate('/upgrade#plans')} /> : null}
        <Button label="Go Back" icon="pi pi-arrow-left" variant="outlined" onClick={() => navigate(-1)} />
        <Button label="Go Home" icon="pi pi-home" variant="outlined" onClick={() => navigate('/')} />
      </div>
    </div>
  );
}

function CopyDetails({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // no clipboard permission: the details stay on screen to copy by hand
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return <Button label={copied ? 'Copied ✓' : 'Copy Error Details'} icon="pi pi-copy" variant="outlined" size="small" onClick={() => void copy()} />;
}
