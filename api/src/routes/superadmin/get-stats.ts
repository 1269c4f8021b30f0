import type { TSiteStats } from '@wordbook/core/contract/superadmin';
import { siteStats } from '../../services/superadmin.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/stats → {totalUsers, activeSessions, validSessions, bannedCount}. */
export const getSuperadminStats = defineRoute({
  method: 'GET',
  path: '/api/superadmin/stats',
  auth: 'superadmin',
  handler: ({ db, boss, env }): Promise<TSiteStats> => siteStats({ db, boss, env }),
});
