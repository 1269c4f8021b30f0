import { ZStartNowRequest, type TStudyPlan } from '@wordbook/core/contract/study-plans';
import { startPlanNow } from '../../services/study-plans.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/study-plans/active/start-now [{id}] → {ok, plan}: the scheduled plan (the given one, else
 * the one that starts first) becomes active today; the active plan is paused.
 */
export const postStartNow = defineRoute({
  method: 'POST',
  path: '/api/study-plans/active/start-now',
  payload: ZStartNowRequest,
  handler: async ({ db, user, payload }): Promise<{ ok: true; plan: TStudyPlan }> => ({ ok: true, plan: await startPlanNow(db, user.id, payload?.id) }),
});
