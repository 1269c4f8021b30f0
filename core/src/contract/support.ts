import { z } from 'zod';

/** Help requests (/help) and the support dashboard (/support): tickets, answers and their messages. */
export const TICKET_SUBJECT_MIN = 3;
export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MIN = 10;
export const TICKET_MESSAGE_MAX = 5000;

export const SUBJECT_MESSAGE = `Enter a subject of ${TICKET_SUBJECT_MIN} to ${TICKET_SUBJECT_MAX} characters.`;
export const MESSAGE_TOO_SHORT = `Tell us a little more: at least ${TICKET_MESSAGE_MIN} characters.`;
export const MESSAGE_TOO_LONG = `A message can be at most ${TICKET_MESSAGE_MAX} characters.`;
export const ANSWER_REQUIRED = 'Write an answer before sending it.';
export const ANSWER_TOO_LONG = `An answer can be at most ${TICKET_MESSAGE_MAX} characters.`;
export const TICKET_NOT_FOUND = 'Ticket not found.';
export const TICKET_CLOSED = 'This ticket is closed.';

const text = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim();

export const ZCreateTicketRequest = z.object({
  subject: text(SUBJECT_MESSAGE).min(TICKET_SUBJECT_MIN, SUBJECT_MESSAGE).max(TICKET_SUBJECT_MAX, SUBJECT_MESSAGE),
  message: text(MESSAGE_TOO_SHORT).min(TICKET_MESSAGE_MIN, MESSAGE_TOO_SHORT).max(TICKET_MESSAGE_MAX, MESSAGE_TOO_LONG),
});
export type TCreateTicketRequest = z.output<typeof ZCreateTicketRequest>;

export const ZAnswerTicketRequest = z.object({
  body: text(ANSWER_REQUIRED).min(1, ANSWER_REQUIRED).max(TICKET_MESSAGE_MAX, ANSWER_TOO_LONG),
});
export type TAnswerTicketRequest = z.output<typeof ZAnswerTicketRequest>;

export const ZTicketStatus = z.enum(['open', 'answered', 'closed']);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

export const ZTicketReply = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The support agent's display name (never their e-mail or username). */
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const ZTicket = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: ZTicketStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(ZTicketReply),
});
export type TTicket = z.infer<typeof ZTicket>;

/** A ticket as the support team sees it: who wrote it, too. */
export const ZStaffTicket = ZTicket.extend({
  requester: z.object({ id: z.string(), username: z.string(), fullName: z.string(), email: z.string() }),
});
export type TStaffTicket = z.infer<typeof ZStaffTicket>;

export const ZTicketResponse = z.object({ ticket: ZTicket });
export const ZTicketListResponse = z.object({ tickets: z.array(ZTicket) });
export const ZStaffTicketResponse = z.object({ ticket: ZStaffTicket });
export const ZStaffTicketListResponse = z.object({ tickets: z.array(ZStaffTicket), total: z.number().int() });

export const ZStaffTicketQuery = z.object({
  status: z.enum(['open', 'answered', 'closed', 'all']).default('open'),
});
export type TStaffTicketQuery = z.output<typeof ZStaffTicketQuery>;
