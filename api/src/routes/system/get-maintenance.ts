import type { TMaintenanceState } from '@wordbook/core/contract/superadmin-tools';
import { maintenanceState } from '../../services/maintenance.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/maintenance → {enabled, message, changedAt}: what the learner's pages show while maintenance mode is on. */
export const getMaintenance = defineRoute({
  method: 'GET',
  path: '/api/maintenance',
  auth: 'public',
  handler: ({ db }): Promise<TMaintenanceState> => maintenanceState(db),
});
