import { ZBillingQuery } from '@wordbook/core/contract/superadmin-tools';
import { billingOrders } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/billing/orders?page&limit&q&status → {items, total, paidKrw}: orders of every learner, newest first. */
export const getSuperadminBillingOrders = defineRoute({
  method: 'GET',
  path: '/api/superadmin/billing/orders',
  auth: 'superadmin',
  query: ZBillingQuery,
  handler: (context) => billingOrders(context, context.query),
});
