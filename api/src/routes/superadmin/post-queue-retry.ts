import { z } from 'zod';
import { retryFailedJobs } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** POST /api/superadmin/system/queues/{name}/retry → {retried}: the queue's failed jobs run again; audited. */
export const postSuperadminQueueRetry = defineRoute({
  method: 'POST',
  path: '/api/superadmin/system/queues/{name}/retry',
  auth: 'superadmin',
  params: z.object({ name: z.string().max(100) }),
  handler: (context) => retryFailedJobs(staffCall(context), context.params.name),
});
