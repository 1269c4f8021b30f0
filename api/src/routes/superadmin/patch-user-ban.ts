import { setAccountStatus } from '../../services/superadmin.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** PATCH /api/superadmin/users/{id}/ban → {user}; the account's sessions end with it. */
export const patchSuperadminUserBan = defineRoute({
  method: 'PATCH',
  path: '/api/superadmin/users/{id}/ban',
  auth: 'superadmin',
  params: ZIdParams,
  handler: async (context) => ({ user: await setAccountStatus(staffCall(context), context.params.id, 'banned') }),
});
