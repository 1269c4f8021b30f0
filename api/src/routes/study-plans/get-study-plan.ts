import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { requirePlan, toStudyPlan } from '../../services/study-plans.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** GET /api/study-plans/{id} → {ok, plan}; 404 {ok: false, error} for an unknown or another learner's id. */
export const getStudyPlan = defineRoute({
  method: 'GET',
  path: '/api/study-plans/{id}',
  params: ZIdParams,
  handler: async ({ db, user, params }): Promise<{ ok: true; plan: TStudyPlan }> => ({
    ok: true,
    plan: toStudyPlan(await requirePlan(db, user.id, params.id)),
  }),
});
