/**
 * The payment provider's widgets as the checkout uses them (document 3, §7.4): set the amount in
 * KRW, render the payment methods and the agreement, then request the payment, after which the
 * provider sends the browser to the success or fail URL. Toss Payments' widget SDK is loaded from
 * Toss when the server names it; otherwise the embedded sandbox plays the same part.
 */
export type TPaymentRequest = {
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
  customerName: string;
  customerEmail: string;
  amount: number;
};

export type TWidgetHandle = { requestPayment: (request: TPaymentRequest) => Promise<void> };

const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

type TTossWidgets = {
  setAmount: (amount: { currency: 'KRW'; value: number }) => Promise<void>;
  renderPaymentMethods: (options: { selector: string; variantKey: string }) => Promise<unknown>;
  renderAgreement: (options: { selector: string; variantKey: string }) => Promise<unknown>;
  requestPayment: (request: Omit<TPaymentRequest, 'amount'>) => Promise<void>;
};
type TTossPayments = ((clientKey: string) => { widgets: (options: { customerKey: string }) => TTossWidgets }) & { ANONYMOUS?: string };

declare global {
  interface Window {
    TossPayments?: TTossPayments;
  }
}

let sdk: Promise<TTossPayments> | null = null;

function loadTossSdk(): Promise<TTossPayments> {
  sdk ??= new Promise<TTossPayments>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => (window.TossPayments ? resolve(window.TossPayments) : reject(new Error('The payment SDK did not load.')));
    script.onerror = () => {
      sdk = null;
      reject(new Error('The payment SDK did not load.'));
    };
    document.head.append(script);
  });
  return sdk;
}

/** Renders Toss Payments' widgets into the two selectors; the handle requests the payment. */
export async function renderTossWidgets(clientKey: string, amount: number, selectors: { methods: string; agreement: string }) {
  const TossPayments = await loadTossSdk();
  const widgets = TossPayments(clientKey).widgets({ customerKey: TossPayments.ANONYMOUS ?? 'ANONYMOUS' });
  await widgets.setAmount({ currency: 'KRW', value: amount });
  await Promise.all([
    widgets.renderPaymentMethods({ selector: selectors.methods, variantKey: 'DEFAULT' }),
    widgets.renderAgreement({ selector: selectors.agreement, variantKey: 'AGREEMENT' }),
  ]);
  return {
    setAmount: (value: number) => widgets.setAmount({ currency: 'KRW', value }),
    handle: { requestPayment: ({ amount: _amount, ...request }: TPaymentRequest) => widgets.requestPayment(request) } satisfies TWidgetHandle,
  };
}

/** Adds the provider's query parameters to a success or fail URL (which may already carry its own). */
export function withParams(url: string, params: Record<string, string | number>): string {
  const target = new URL(url, window.location.origin);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : target.toString();
}

/** The sandbox's decline, worded as the provider's fail redirect carries it. */
export const SANDBOX_DECLINE = { code: 'REJECT_CARD_PAYMENT', message: 'The card was declined: the limit was exceeded or the balance is too low.' };

/** The sandbox widget's payment: the approval (or decline) is recorded by the sandbox, then the browser moves on. */
export async function sandboxRequestPayment(
  request: TPaymentRequest,
  outcome: 'approve' | 'decline' | 'delay' | 'already_processed',
  go: (url: string) => void,
): Promise<void> {
  const decline = outcome === 'decline';
  const res = await fetch('/sandbox/toss/widget/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ orderId: request.orderId, amount: request.amount, orderName: request.orderName, outcome }),
  });
  if (!res.ok) throw new Error('The test payment could not be started.');
  const { paymentKey } = (await res.json()) as { paymentKey: string };
  if (decline) {
    go(withParams(request.failUrl, { ...SANDBOX_DECLINE, orderId: request.orderId, paymentKey, amount: request.amount }));
    return;
  }
  go(withParams(request.successUrl, { paymentType: 'NORMAL', orderId: request.orderId, paymentKey, amount: request.amount }));
}
