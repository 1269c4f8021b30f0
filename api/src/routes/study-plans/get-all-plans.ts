import { ZAllPlansQuery } from '@wordbook/core/contract/study-plans';
import { planGroups } from '../../services/study-plans.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/study-plans/all[?includeArchived=1] → {ok, groups {active, scheduled, paused, archived}}; archived stays empty without the flag. */
export const getAllStudyPlans = defineRoute({
  method: 'GET',
  path: '/api/study-plans/all',
  query: ZAllPlansQuery,
  handler: async ({ db, user, query }) => ({
    ok: true as const,
    groups: await planGroups(db, user.id, query.includeArchived === '1' || query.includeArchived === 'true'),
  }),
});
