import { ZTimelineQuery } from '@wordbook/core/contract/billing';
import { billingTimeline } from '../../services/billing.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/billing/timeline?limit=200 → {items}: orders and plan changes, newest first. */
export const getBillingTimeline = defineRoute({
  method: 'GET',
  path: '/api/billing/timeline',
  query: ZTimelineQuery,
  handler: ({ db, user, query }) => billingTimeline(db, user.id, query.limit),
});
