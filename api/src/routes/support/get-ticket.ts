import { getMyTicket } from '../../services/support-tickets.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** GET /api/support/tickets/{id} → {ticket}; another learner's ticket answers 404. */
export const getSupportTicket = defineRoute({
  method: 'GET',
  path: '/api/support/tickets/{id}',
  params: ZIdParams,
  handler: async (context) => ({ ticket: await getMyTicket(context, context.params.id) }),
});
