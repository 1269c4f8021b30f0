/** The checkout keeps the last order's guarantee facts for the success page (§3.4), under this session-storage key. */
export const LAST_ORDER_TRIAL_KEY = 'last_order_trial';

export type TLastOrderTrial = { orderId: string; trialEligible: boolean; trialBonusDays: number };

export function rememberLastOrder(value: TLastOrderTrial): void {
  try {
    window.sessionStorage.setItem(LAST_ORDER_TRIAL_KEY, JSON.stringify(value));
  } catch {
    // storage may be blocked: the success page then reads the order summary alone
  }
}

export function lastOrderTrial(orderId: string): TLastOrderTrial | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(LAST_ORDER_TRIAL_KEY) ?? 'null') as TLastOrderTrial | null;
    return stored && stored.orderId === orderId ? stored : null;
  } catch {
    return null;
  }
}
