import { planOverview } from '../../services/study-plan-overview.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/study-plans/overview → {mode (active|scheduled|none), plan, counts {new, review, tests},
 * today, data {new, reviews, tests}, todos}: the plan /study shows, computed in its time zone.
 */
export const getStudyPlanOverview = defineRoute({
  method: 'GET',
  path: '/api/study-plans/overview',
  handler: ({ db, user }) => planOverview(db, user.id),
});
