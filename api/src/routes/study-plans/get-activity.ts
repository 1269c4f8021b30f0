import { ZActivityQuery } from '@wordbook/core/contract/study-plans';
import { studyActivity } from '../../services/study-activity.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/study-plans/activity[?month=YYYY-MM] → {timezone, today, month, days, streak, heatmap,
 * recentWordbooks}: the learner's real activity for the study dashboard's cards.
 */
export const getStudyActivity = defineRoute({
  method: 'GET',
  path: '/api/study-plans/activity',
  query: ZActivityQuery,
  handler: ({ db, user, query }) => studyActivity(db, user.id, query.month),
});
