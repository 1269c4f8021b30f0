import {
  TICKET_CLOSED,
  TICKET_NOT_FOUND,
  type TAnswerTicketRequest,
  type TCreateTicketRequest,
  type TStaffTicket,
  type TStaffTicketQuery,
  type TTicket,
} from '@wordbook/core/contract/support';
import {
  findTicket,
  findTicketOfUser,
  insertReply,
  insertTicket,
  listTicketsByStatus,
  listTicketsOfUser,
  setTicketStatus,
  type TTicketRow,
} from '@wordbook/sql/queries/support-tickets';
import { conflict, notFound } from '../extensions/domain-error.ts';
import type { TLearnerCall } from './app-parts.ts';
import { enqueueEmail, publicOrigin } from './mail-outbox.ts';
import { auditStaffAction } from './staff-audit.ts';
import type { TStaffCall } from './superadmin.ts';
import { isUuid } from '../validate.ts';


/** What the learner sees of their own ticket: no ids of people. */
const forLearner = ({ userId: _userId, requester: _requester, ...ticket }: TTicketRow): TTicket => ticket;
const forStaff = ({ userId: _userId, ...ticket }: TTicketRow): TStaffTicket => ticket;

// learners

export async function createTicket(call: TLearnerCall, input: TCreateTicketRequest): Promise<TTicket> {
  const id = await insertTicket(call.db, { userId: call.user.id, subject: input.subject, message: input.message });
  return getMyTicket(call, id);
}

export async function listMyTickets(call: TLearnerCall): Promise<TTicket[]> {
  return (await listTicketsOfUser(call.db, call.user.id)).map(forLearner);
}

/** The learner's own ticket; another learner's id answers 404 like an unknown one. */
export async function getMyTicket(call: TLearnerCall, id: string): Promise<TTicket> {
  const row = isUuid(id) ? await findTicketOfUser(call.db, { id, userId: call.user.id }) : null;
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return forLearner(row);
}

// the support team

export async function listQueue(call: TStaffCall, query: TStaffTicketQuery) {
  const { tickets, total } = await listTicketsByStatus(call.db, { status: query.status, limit: 200 });
  return { tickets: tickets.map(forStaff), total };
}

/**
 * Answers a ticket: the reply, the 'answered' status, the e-mail to the learner (enqueued in the
 * same transaction, so it goes out only if the answer is stored) and the audit row.
 */
export async function answerTicket(call: TStaffCall, id: string, input: TAnswerTicketRequest): Promise<TStaffTicket> {
  if (!isUuid(id)) throw notFound(TICKET_NOT_FOUND);
  return call.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, id, { lock: true });
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (ticket.status === 'closed') throw conflict(TICKET_CLOSED);
    await insertReply(tx, { ticketId: id, authorUserId: call.user.id, body: input.body });
    await setTicketStatus(tx, { id, status: 'answered' });
    await enqueueEmail(call.boss, tx, {
      kind: 'support-answer',
      to: ticket.requester.email,
      fullName: ticket.requester.fullName,
      subject: ticket.subject,
      answer: input.body,
      link: `${publicOrigin(call.env)}/help`,
    });
    await auditStaffAction(tx, call, 'support.answer', { type: 'support_ticket', id }, { before: { status: ticket.status }, after: { status: 'answered', answer: input.body } });
    const after = await findTicket(tx, id);
    if (!after) throw notFound(TICKET_NOT_FOUND);
    return forStaff(after);
  });
}

/** Closes a ticket; closing a closed one changes nothing. */
export async function closeTicket(call: TStaffCall, id: string): Promise<TStaffTicket> {
  if (!isUuid(id)) throw notFound(TICKET_NOT_FOUND);
  return call.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, id, { lock: true });
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (ticket.status === 'closed') return forStaff(ticket);
    await setTicketStatus(tx, { id, status: 'closed' });
    await auditStaffAction(tx, call, 'support.close', { type: 'support_ticket', id }, { before: { status: ticket.status }, after: { status: 'closed' } });
    const after = await findTicket(tx, id);
    if (!after) throw notFound(TICKET_NOT_FOUND);
    return forStaff(after);
  });
}
