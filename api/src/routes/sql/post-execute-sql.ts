import { ZExecuteSqlRequest } from '@wordbook/core/contract/sql-console';
import { executeSql } from '../../services/sql-console.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from '../superadmin/staff-call.ts';

/** POST /api/sql/execute-sql {query, password, allowWrites} → the statement's result, or {error}. */
export const postExecuteSql = defineRoute({
  method: 'POST',
  path: '/api/sql/execute-sql',
  auth: 'superadmin',
  payload: ZExecuteSqlRequest,
  handler: async (context) => executeSql({ ...staffCall(context), sqlConsole: context.request.server.app.sqlConsole }, context.payload),
});
