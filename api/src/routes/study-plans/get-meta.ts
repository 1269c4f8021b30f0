import { planMeta } from '../../services/study-plans.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/study-plans/meta → {max, countNonArchived, total, scheduled[{id, activation_at_utc, start_date, timezone}]}. */
export const getStudyPlanMeta = defineRoute({
  method: 'GET',
  path: '/api/study-plans/meta',
  handler: ({ db, user }) => planMeta(db, user.id),
});
