import { endSession } from '../../services/superadmin.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** DELETE /api/superadmin/sessions/{id}: the session is refused from its next request on. */
export const deleteSuperadminSession = defineRoute({
  method: 'DELETE',
  path: '/api/superadmin/sessions/{id}',
  auth: 'superadmin',
  params: ZIdParams,
  handler: async (context) => {
    await endSession(staffCall(context), context.params.id);
    return { success: true };
  },
});
