import { setAccountStatus } from '../../services/superadmin.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** PATCH /api/superadmin/users/{id}/suspend → {user}; only an active account; its sessions end with it. */
export const patchSuperadminUserSuspend = defineRoute({
  method: 'PATCH',
  path: '/api/superadmin/users/{id}/suspend',
  auth: 'superadmin',
  params: ZIdParams,
  handler: async (context) => ({ user: await setAccountStatus(staffCall(context), context.params.id, 'suspended') }),
});
