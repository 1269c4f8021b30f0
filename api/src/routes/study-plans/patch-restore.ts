import { ZRestoreRequest, type TStudyPlan } from '@wordbook/core/contract/study-plans';
import { restorePlan } from '../../services/study-plans.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/**
 * PATCH /api/study-plans/{id}/restore {scheduledDate} → {ok, plan}: the archived plan becomes
 * scheduled on that date ('Please select a date.', START_DATE_CONFLICT, the plan cap).
 */
export const patchRestoreStudyPlan = defineRoute({
  method: 'PATCH',
  path: '/api/study-plans/{id}/restore',
  params: ZIdParams,
  payload: ZRestoreRequest,
  handler: async ({ db, boss, user, params, payload }): Promise<{ ok: true; plan: TStudyPlan }> => ({
    ok: true,
    plan: await restorePlan(db, boss, user.id, params.id, payload.scheduledDate),
  }),
});
