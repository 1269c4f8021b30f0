import {
  type TCreateTicketRequest,
  type TStaffTicketQuery,
  ZStaffTicketListResponse,
  ZStaffTicketResponse,
  ZTicketListResponse,
  ZTicketResponse,
} from '@wordbook/core/contract/support';
import { api } from '../../../lib/api-client';

/** POST /api/support/tickets → the new ticket. */
export const createTicket = async (request: TCreateTicketRequest) => (await api.post('/api/support/tickets', request, ZTicketResponse)).ticket;

/** GET /api/support/tickets → the learner's own tickets with their answers. */
export const listMyTickets = async (signal: AbortSignal) => (await api.get('/api/support/tickets', ZTicketListResponse, { signal })).tickets;

/** GET /api/support/staff/tickets?status → the support queue. */
export const listQueue = (status: TStaffTicketQuery['status'], signal: AbortSignal) =>
  api.get('/api/support/staff/tickets', ZStaffTicketListResponse, { signal, query: { status } });

/** POST /api/support/staff/tickets/{id}/answer → the ticket with its new reply (the learner is e-mailed). */
export const answerTicket = async (id: string, body: string) => (await api.post(`/api/support/staff/tickets/${id}/answer`, { body }, ZStaffTicketResponse)).ticket;

/** PATCH /api/support/staff/tickets/{id}/close → the closed ticket. */
export const closeTicket = async (id: string) => (await api.patch(`/api/support/staff/tickets/${id}/close`, {}, ZStaffTicketResponse)).ticket;
