import { recentIssues } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/issues → {failedJobs, auditEntries}: the dashboard's recent issues. */
export const getSuperadminIssues = defineRoute({
  method: 'GET',
  path: '/api/superadmin/issues',
  auth: 'superadmin',
  handler: (context) => recentIssues(context),
});
