import { ZBillingQuery } from '@wordbook/core/contract/superadmin-tools';
import { billingPlanLogs } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/billing/plan-logs?page&limit&q → {items, total}: every learner's plan changes, newest first. */
export const getSuperadminBillingPlanLogs = defineRoute({
  method: 'GET',
  path: '/api/superadmin/billing/plan-logs',
  auth: 'superadmin',
  query: ZBillingQuery,
  handler: (context) => billingPlanLogs(context, context.query),
});
