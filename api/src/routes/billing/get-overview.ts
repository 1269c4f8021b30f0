import type { TBillingOverview } from '@wordbook/core/contract/billing';
import { billingOverview } from '../../services/billing.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/billing/overview → current {plan, expiresAt}, orders, planLogs, normalized. */
export const getBillingOverview = defineRoute({
  method: 'GET',
  path: '/api/billing/overview',
  handler: ({ db, user }): Promise<TBillingOverview> => billingOverview(db, user.id),
});
