import { ZMaintenanceRequest } from '@wordbook/core/contract/superadmin-tools';
import { switchMaintenance } from '../../services/maintenance.ts';
import { defineRoute } from '../define-route.ts';
import { staffCall } from './staff-call.ts';

/** PUT /api/superadmin/maintenance {enabled, message?} → {maintenance}; audited as maintenance.on / maintenance.off. */
export const putSuperadminMaintenance = defineRoute({
  method: 'PUT',
  path: '/api/superadmin/maintenance',
  auth: 'superadmin',
  payload: ZMaintenanceRequest,
  handler: async (context) => ({ maintenance: await switchMaintenance(staffCall(context), context.payload) }),
});
