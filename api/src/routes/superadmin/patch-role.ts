import { ZRoleChangeRequest } from '@wordbook/core/contract/superadmin';
import { z } from 'zod';
import { changeRole } from '../../services/superadmin.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** PATCH /api/superadmin/roles/{userId} {newRole} → {user}; audited with the role before and after. */
export const patchSuperadminRole = defineRoute({
  method: 'PATCH',
  path: '/api/superadmin/roles/{userId}',
  auth: 'superadmin',
  params: z.object({ userId: z.string() }),
  payload: ZRoleChangeRequest,
  handler: async (context) => ({ user: await changeRole(staffCall(context), context.params.userId, context.payload.newRole) }),
});
