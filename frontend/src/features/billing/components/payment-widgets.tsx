import type { TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { useEffect, useRef, useState } from 'react';
import { renderTossWidgets, sandboxRequestPayment, type TWidgetHandle } from '../lib/payment-widgets';

type Props = { order: TCreateOrderResponse; onReady: (handle: TWidgetHandle) => void };

/** The provider's payment-method and agreement widgets, rendered once; the amount is kept in sync. */
export function PaymentWidgets({ order, onReady }: Props) {
  return order.provider === 'sandbox' ? <SandboxWidget onReady={onReady} /> : <TossWidgets order={order} onReady={onReady} />;
}

function TossWidgets({ order, onReady }: Props) {
  const setAmount = useRef<((value: number) => Promise<void>) | null>(null);
  const rendered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widgets render once per page; the amount is synced below
  useEffect(() => {
    if (rendered.current) return;
    rendered.current = true;
    renderTossWidgets(order.clientKey, order.amountKRW, { methods: '#payment-method', agreement: '#agreement' }).then(
      (widgets) => {
        setAmount.current = widgets.setAmount;
        onReady(widgets.handle);
      },
      // a widget that fails to render is only logged; Pay Now stays disabled (§8.4)
      (error: unknown) => console.error('Payment widgets failed to render', error),
    );
  }, []);
  useEffect(() => {
    void setAmount.current?.(order.amountKRW);
  }, [order.amountKRW]);
  return (
    <div className="checkout-widgets">
      <div id="payment-method" />
      <div id="agreement" />
    </div>
  );
}

const METHODS = [
  { value: 'approve', label: 'Test card', note: 'approves the payment' },
  { value: 'decline', label: 'Test card ending 0000', note: 'is declined by the card company' },
  { value: 'delay', label: 'Test card, slow provider', note: 'approves after a 5-second wait' },
  { value: 'already_processed', label: 'Test card, already processed', note: 'the provider took this payment before' },
] as const;
type TMethod = (typeof METHODS)[number]['value'];

/** The embedded sandbox's widget: test cards that approve, decline, answer slowly or were already processed, and the agreement. */
function SandboxWidget({ onReady }: { onReady: (handle: TWidgetHandle) => void }) {
  const [method, setMethod] = useState<TMethod>('approve');
  const [agreed, setAgreed] = useState(true);
  const latest = useRef({ method, agreed });
  latest.current = { method, agreed };
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced once, like the provider's widgets; the handle reads the latest choice
  useEffect(() => {
    onReady({
      requestPayment: async (request) => {
        if (!latest.current.agreed) throw new Error('Please agree to the payment terms first.');
        await sandboxRequestPayment(request, latest.current.method, (url) => window.location.assign(url));
      },
    });
  }, []);
  return (
    <div className="checkout-widgets sandbox-widget">
      <p className="sandbox-widget__badge">
        <i className="pi pi-info-circle" aria-hidden="true" /> Test payments: no real money is charged.
      </p>
      <fieldset className="sandbox-widget__methods">
        <legend>Payment method</legend>
        {METHODS.map((m) => (
          <label key={m.value} className={`sandbox-widget__method${method === m.value ? ' sandbox-widget__method--on' : ''}`}>
            <input type="radio" name="sandbox-method" value={m.value} checked={method === m.value} onChange={() => setMethod(m.value)} />
            <i className="pi pi-credit-card" aria-hidden="true" />
            <span>
              <strong>{m.label}</strong> <span className="sandbox-widget__note">{m.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="sandbox-widget__agreement">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>I agree to the payment terms and to the processing of my payment details (required).</span>
      </label>
    </div>
  );
}
