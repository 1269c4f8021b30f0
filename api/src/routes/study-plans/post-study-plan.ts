import { ZStudyPlanInput, type TStudyPlan } from '@wordbook/core/contract/study-plans';
import { createPlan } from '../../services/study-plans.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/study-plans {plan of section 3.1} → {ok, plan}. Starts now (409 when another plan is
 * active) or on scheduledDate (409 START_DATE_CONFLICT); 409 with meta max at the plan cap.
 */
export const postStudyPlan = defineRoute({
  method: 'POST',
  path: '/api/study-plans',
  payload: ZStudyPlanInput,
  handler: async ({ db, boss, user, payload }): Promise<{ ok: true; plan: TStudyPlan }> => ({ ok: true, plan: await createPlan(db, boss, user.id, payload) }),
});
