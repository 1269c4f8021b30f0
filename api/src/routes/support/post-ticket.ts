import { ZCreateTicketRequest } from '@wordbook/core/contract/support';
import { createTicket } from '../../services/support-tickets.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/support/tickets {subject, message} → {ticket}: a learner's help request from /help. */
export const postSupportTicket = defineRoute({
  method: 'POST',
  path: '/api/support/tickets',
  payload: ZCreateTicketRequest,
  rateLimits: ({ user }) => [['support-ticket-user', user.id]],
  handler: async (context) => ({ ticket: await createTicket(context, context.payload) }),
});
