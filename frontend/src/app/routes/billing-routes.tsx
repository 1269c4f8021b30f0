import { useCallback } from 'react';
import { refreshSessionAtom, useSessionUser } from '../../features/auth/atoms/session-atom';
import type { TBillingUser } from '../../features/billing/components/billing-user';
import { CheckoutPage } from '../../features/billing/components/checkout-page';
import { PaymentFailPage } from '../../features/billing/components/payment-fail-page';
import { PaymentSuccessPage } from '../../features/billing/components/payment-success-page';
import { RefundPage } from '../../features/billing/components/refund-page';
import { UpgradePage } from '../../features/billing/components/upgrade-page';
import { useSetAtom } from '../../lib/jotai';

/** Joins the billing pages to the session: who is billed, and a refreshed session once the plan changed. */

const NO_USER: TBillingUser = { full_name: '', username: '', email: '' };

function useRefreshSession() {
  const refresh = useSetAtom(refreshSessionAtom);
  return useCallback(() => void refresh(), [refresh]);
}

export function UpgradeRoute() {
  const user = useSessionUser();
  return <UpgradePage signedIn={Boolean(user)} isPro={Boolean(user?.isProUser)} />;
}

export function CheckoutRoute() {
  return <CheckoutPage user={useSessionUser() ?? NO_USER} />;
}

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage user={useSessionUser() ?? NO_USER} onPaid={useRefreshSession()} />;
}

export function PaymentFailRoute() {
  return <PaymentFailPage />;
}

export function RefundRoute() {
  return <RefundPage onRefunded={useRefreshSession()} />;
}
