import { paymentMessages as M, type TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { formatRate, PLAN_TERMS, parsePlanCode, RATE_SCALE } from '@wordbook/core/rules/pricing';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useLoad } from '../../../lib/use-load';
import { createOrder, type TOrderBlock } from '../api/create-order';
import { dateOnly, dateTime, krwOrDash } from '../lib/format';
import { rememberLastOrder } from '../lib/last-order-trial';
import type { TWidgetHandle } from '../lib/payment-widgets';
import { displayName, type TBillingUser } from './billing-user';
import { PaymentWidgets } from './payment-widgets';
import { BillingContact } from './billing-card';

/** /payments/checkout?plan= (document 3, §2.8, §4.3): the order, its price in won, the provider's widgets and Pay Now. */
export function CheckoutPage({ user }: { user: TBillingUser }) {
  const [params] = useSearchParams();
  const raw = params.get('plan');
  if (!raw?.trim()) {
    return (
      <div className="checkout container">
        <h1 className="billing-title">Checkout</h1>
        <p className="billing-alert billing-alert--danger" role="alert">
          {M.invalidPlanPage}
        </p>
        <Link to="/upgrade#plans">Choose a plan</Link>
      </div>
    );
  }
  return <Checkout plan={raw.trim().toLowerCase()} user={user} />;
}

function Checkout({ plan, user }: { plan: string; user: TBillingUser }) {
  const { data: outcome, error: loadError } = useLoad(
    async (signal) => {
      const answer = await createOrder(plan, signal);
      if (answer.kind === 'order') {
        rememberLastOrder({ orderId: answer.order.orderId, trialEligible: answer.order.trialEligible, trialBonusDays: answer.order.trialBonusDays });
      }
      return answer;
    },
    { failureText: () => M.unableToCreate },
  );
  const [widgets, setWidgets] = useState<TWidgetHandle | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const onReady = useCallback((handle: TWidgetHandle) => setWidgets(() => handle), []);

  const loading = outcome === null && !loadError;
  const order = outcome?.kind === 'order' ? outcome.order : null;
  const block = outcome?.kind === 'blocked' ? outcome.block : null;
  const error = outcome?.kind === 'error' ? outcome.message : loadError;
  const code = parsePlanCode(plan);
  const terms = code ? PLAN_TERMS[code] : null;
  const label = order?.planLabel ?? block?.planLabel ?? (terms ? `Pro ${terms.months} Months` : 'Pro pass');
  const serviceDays = order?.serviceDays ?? block?.serviceDays ?? terms?.serviceDays ?? null;
  const canPay = Boolean(widgets) && Boolean(order && order.amountKRW > 0) && order?.allowedToBuyNow === true && !error && !loading && !paying;

  const pay = async () => {
    if (!order || !widgets) return;
    setPaying(true);
    setPayError(null);
    try {
      await widgets.requestPayment({
        orderId: order.orderId,
        orderName: order.orderName,
        successUrl: order.successUrl,
        failUrl: order.failUrl,
        customerName: displayName(user),
        customerEmail: user.email,
        amount: order.amountKRW,
      });
    } catch (failure) {
      setPayError(failure instanceof Error ? failure.message : M.confirmFailed);
      setPaying(false);
    }
  };

  return (
    <div className="checkout container stack">
      <h1 className="billing-title">Checkout</h1>
      <section className="billing-card surface-card checkout-plan" aria-labelledby="checkout-plan-title">
        <div className="cluster checkout-plan__head">
          <h2 id="checkout-plan-title" className="billing-card__title">
            {label}
          </h2>
          {serviceDays ? <span className="pill">Service period: {serviceDays} days</span> : null}
        </div>
        <p className="billing-muted">One-time pass · No auto-renewal</p>
        {order?.trialEligible ? (
          <span className="pill pill--guarantee">
            <i className="pi pi-shield" aria-hidden="true" /> First purchase: {order.trialBonusDays}-day full refund guarantee
          </span>
        ) : null}
      </section>

      <BillingContact titleId="checkout-contact-title" title="Billing contact" user={user} />

      <section className="billing-card surface-card" aria-labelledby="checkout-payment-title" aria-busy={loading}>
        <h2 id="checkout-payment-title" className="billing-card__title">
          Payment
        </h2>
        {loading ? (
          <div className="checkout-placeholders" role="status">
            <span className="visually-hidden">Preparing your order…</span>
            <span className="checkout-placeholder checkout-placeholder--wide" />
            <span className="checkout-placeholder" />
            <span className="checkout-placeholder" />
          </div>
        ) : error ? (
          <div className="billing-alert billing-alert--danger" role="alert">
            <strong>Couldn't prepare your order</strong>
            <p>{error}</p>
          </div>
        ) : block ? (
          <BlockedBox block={block} />
        ) : order ? (
          <>
            <Price order={order} />
            <PaymentWidgets order={order} onReady={onReady} />
          </>
        ) : null}
        {payError ? (
          <p className="billing-alert billing-alert--danger" role="alert">
            {payError}
          </p>
        ) : null}
        <Button label="Pay Now" icon="pi pi-lock" className="checkout-pay" disabled={!canPay} loading={paying} onClick={() => void pay()} />
        <p className="billing-footnote">
          All payments are made in KRW. The USD amount is converted at the exchange rate at payment time, so the final KRW total may vary
          slightly.
        </p>
        {order?.expireAt ? <p className="billing-footnote">This order link expires at {dateTime(order.expireAt)}</p> : null}
      </section>
    </div>
  );
}

function Price({ order }: { order: TCreateOrderResponse }) {
  return (
    <div className="checkout-price">
      <p className="checkout-price__amount">
        {krwOrDash(order.amountKRW)} <span className="checkout-price__usd">(USD {order.usdTotal.toFixed(2)})</span>
      </p>
      <p className="billing-muted">
        Exchange rate source: {order.fx.source} · as of {dateOnly(order.fx.asOf)} · 1 USD = {formatRate(Math.round(order.fx.rate * RATE_SCALE))} KRW
      </p>
    </div>
  );
}

function BlockedBox({ block }: { block: TOrderBlock }) {
  return (
    <div className="billing-alert billing-alert--danger" role="alert">
      <strong>You can't purchase this plan today</strong>
      <p>Our payment provider allows at most 12 months of service per payment: the pass you buy must finish within 12 months of the purchase date.</p>
      <p>{block.blockReason || M.blockedDefault}</p>
      {block.earliestPurchaseAt ? <p>You can buy this plan on or after {dateOnly(block.earliestPurchaseAt)}</p> : null}
      <Link to="/upgrade#plans">Choose a shorter plan</Link>
    </div>
  );
}
