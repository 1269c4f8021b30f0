import { listMyTickets } from '../../services/support-tickets.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/support/tickets → {tickets}: the learner's own help requests with their answers, newest first. */
export const getSupportTickets = defineRoute({
  method: 'GET',
  path: '/api/support/tickets',
  handler: async (context) => ({ tickets: await listMyTickets(context) }),
});
