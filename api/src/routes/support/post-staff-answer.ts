import { ZAnswerTicketRequest } from '@wordbook/core/contract/support';
import { answerTicket } from '../../services/support-tickets.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';
import { staffCall } from '../superadmin/staff-call.ts';

/** POST /api/support/staff/tickets/{id}/answer {body} → {ticket}; the answer is e-mailed to the learner. */
export const postStaffSupportAnswer = defineRoute({
  method: 'POST',
  path: '/api/support/staff/tickets/{id}/answer',
  auth: 'support',
  params: ZIdParams,
  payload: ZAnswerTicketRequest,
  handler: async (context) => ({ ticket: await answerTicket(staffCall(context), context.params.id, context.payload) }),
});
