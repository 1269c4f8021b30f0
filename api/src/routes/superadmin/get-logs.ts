import { ZAuditLogQuery } from '@wordbook/core/contract/superadmin-tools';
import { auditLog } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/logs?page&limit&action&actor&targetId&from&to → {items, total}: the audit log, newest first. */
export const getSuperadminLogs = defineRoute({
  method: 'GET',
  path: '/api/superadmin/logs',
  auth: 'superadmin',
  query: ZAuditLogQuery,
  handler: (context) => auditLog(context, context.query),
});
