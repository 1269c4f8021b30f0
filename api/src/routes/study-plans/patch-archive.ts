import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { archivePlan } from '../../services/study-plans.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** PATCH /api/study-plans/{id}/archive → {ok, plan}; only a scheduled or paused plan (409 otherwise). */
export const patchArchiveStudyPlan = defineRoute({
  method: 'PATCH',
  path: '/api/study-plans/{id}/archive',
  params: ZIdParams,
  handler: async ({ db, user, params }): Promise<{ ok: true; plan: TStudyPlan }> => ({ ok: true, plan: await archivePlan(db, user.id, params.id) }),
});
