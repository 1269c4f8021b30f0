import { ZUserExportQuery } from '@wordbook/core/contract/superadmin';
import { exportUsers } from '../../services/user-export.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/**
 * GET /api/superadmin/users/export?q&role&plan&status&createdFrom&createdTo&sort&order → text/csv
 * of the filtered list (columns id, email, username, full_name, role, plan, status, created_at,
 * last_login_at), streamed; audited.
 */
export const getSuperadminUsersExport = defineRoute({
  method: 'GET',
  path: '/api/superadmin/users/export',
  auth: 'superadmin',
  query: ZUserExportQuery,
  handler: async (context) => {
    const { body, fileName } = await exportUsers(staffCall(context), context.query, (error) => context.log.warn({ err: error.message }, 'user export stopped'));
    return context.h
      .response(body)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store');
  },
});
