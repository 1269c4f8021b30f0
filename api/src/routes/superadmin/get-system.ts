import { systemState } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/system → {queues, workers, databaseBytes, maintenance}. */
export const getSuperadminSystem = defineRoute({
  method: 'GET',
  path: '/api/superadmin/system',
  auth: 'superadmin',
  handler: (context) => systemState(context),
});
