import { ZDailyStatsQuery } from '@wordbook/core/contract/superadmin-tools';
import { dailyStats } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/stats/daily?days (7–90, default 30) → {days: [{date, signups, activeLearners, practiceAnswers, aiJobs}]}, UTC days. */
export const getSuperadminDailyStats = defineRoute({
  method: 'GET',
  path: '/api/superadmin/stats/daily',
  auth: 'superadmin',
  query: ZDailyStatsQuery,
  handler: (context) => dailyStats(context, context.query.days),
});
