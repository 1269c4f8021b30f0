import { closeTicket } from '../../services/support-tickets.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from '../superadmin/staff-call.ts';

/** PATCH /api/support/staff/tickets/{id}/close → {ticket}. */
export const patchStaffSupportClose = defineRoute({
  method: 'PATCH',
  path: '/api/support/staff/tickets/{id}/close',
  auth: 'support',
  params: ZIdParams,
  handler: async (context) => ({ ticket: await closeTicket(staffCall(context), context.params.id) }),
});
