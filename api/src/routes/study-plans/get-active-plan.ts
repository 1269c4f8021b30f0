import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { activePlan } from '../../services/study-plans.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/study-plans/active → {plan}: the learner's active plan, or null. */
export const getActiveStudyPlan = defineRoute({
  method: 'GET',
  path: '/api/study-plans/active',
  handler: async ({ db, user }): Promise<{ plan: TStudyPlan | null }> => ({ plan: await activePlan(db, user.id) }),
});
