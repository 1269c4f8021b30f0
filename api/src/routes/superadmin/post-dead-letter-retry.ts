import { retryDeadLetter } from '../../services/superadmin-tools.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** POST /api/superadmin/system/dead-letters/{id}/retry → {queue, jobId}: the dead letter's job runs again; audited. */
export const postSuperadminDeadLetterRetry = defineRoute({
  method: 'POST',
  path: '/api/superadmin/system/dead-letters/{id}/retry',
  auth: 'superadmin',
  params: ZIdParams,
  handler: (context) => retryDeadLetter(staffCall(context), context.params.id),
});
