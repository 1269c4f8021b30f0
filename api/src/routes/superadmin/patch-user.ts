import { ZUserEditRequest } from '@wordbook/core/contract/superadmin';
import { editUser } from '../../services/superadmin.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/**
 * PATCH /api/superadmin/users/{id} {full_name, username, email, monthly_ai_usage_points, level,
 * preferred_definition_languages} (any of them) → {user}. Audited with the values before and after.
 */
export const patchSuperadminUser = defineRoute({
  method: 'PATCH',
  path: '/api/superadmin/users/{id}',
  auth: 'superadmin',
  params: ZIdParams,
  payload: ZUserEditRequest,
  handler: async (context) => ({ user: await editUser(staffCall(context), context.params.id, context.payload) }),
});
