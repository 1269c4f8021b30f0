import { ZPlanChangeRequest } from '@wordbook/core/contract/superadmin';
import { changePlan } from '../../services/superadmin.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** PATCH /api/superadmin/users/{id}/plan {newPlan, reason, note, expireDate} → {user}; expireDate is for pro only. */
export const patchSuperadminUserPlan = defineRoute({
  method: 'PATCH',
  path: '/api/superadmin/users/{id}/plan',
  auth: 'superadmin',
  params: ZIdParams,
  payload: ZPlanChangeRequest,
  handler: async (context) => ({ user: await changePlan(staffCall(context), context.params.id, context.payload) }),
});
