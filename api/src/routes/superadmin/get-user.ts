import { getUser } from '../../services/superadmin.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** GET /api/superadmin/users/{id} → the admin user row; an unknown id is 404. */
export const getSuperadminUser = defineRoute({
  method: 'GET',
  path: '/api/superadmin/users/{id}',
  auth: 'superadmin',
  params: ZIdParams,
  handler: async (context) => ({ user: await getUser(staffCall(context), context.params.id) }),
});
