import { consoleStatus } from '../../services/sql-console.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/sql/status → {enabled, timeoutMs, rowCap}: whether SQL_CONSOLE_PASSWORD is set, and the console's limits. */
export const getSqlConsoleStatus = defineRoute({
  method: 'GET',
  path: '/api/sql/status',
  auth: 'superadmin',
  handler: (context) => consoleStatus(context.request.server.app.sqlConsole),
});
