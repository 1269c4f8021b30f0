import { z } from 'zod';
import { endSessionsOfUser } from '../../services/superadmin.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** DELETE /api/superadmin/sessions/by-user/{userId} → {success, ended}: every live session of the user ends. */
export const deleteSuperadminUserSessions = defineRoute({
  method: 'DELETE',
  path: '/api/superadmin/sessions/by-user/{userId}',
  auth: 'superadmin',
  params: z.object({ userId: z.string() }),
  handler: async (context) => ({ success: true, ...(await endSessionsOfUser(staffCall(context), context.params.userId)) }),
});
