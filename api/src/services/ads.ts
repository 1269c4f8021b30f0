import type { TAdSlot } from '@wordbook/core/contract/ads';
import { isStaffRole } from '@wordbook/core/contract/session';
import type { TServerEnv } from '@wordbook/sql/server-env';

/** A Pro learner's pages and staff's carry no ad; a Free learner's carry the configured network's slot, else a house ad. */
export function adSlotFor(env: Pick<TServerEnv, 'AD_NETWORK_SCRIPT_URL' | 'AD_NETWORK_CLIENT'>, user: { plan: 'free' | 'pro'; role: string }): TAdSlot {
  if (user.plan === 'pro' || isStaffRole(user.role)) return { slot: 'none' };
  if (!env.AD_NETWORK_SCRIPT_URL) return { slot: 'house' };
  return { slot: 'network', scriptUrl: env.AD_NETWORK_SCRIPT_URL, client: env.AD_NETWORK_CLIENT ?? null };
}

/** The ad network's origin, which the content security policy lets scripts, frames and images come from; null without one. */
export const adNetworkOrigin = (env: Pick<TServerEnv, 'AD_NETWORK_SCRIPT_URL'>): string | null =>
  env.AD_NETWORK_SCRIPT_URL ? new URL(env.AD_NETWORK_SCRIPT_URL).origin : null;
