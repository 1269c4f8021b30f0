import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/** Help requests and their answers. A learner's reads take the learner's id; the support team's do not. */
const ZTicketRow = z.object({
  id: z.string(),
  userId: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(z.object({ id: z.number(), body: z.string(), authorName: z.string().nullable(), createdAt: z.string() })),
  requester: z.object({ id: z.string(), username: z.string(), fullName: z.string(), email: z.string() }),
});
export type TTicketRow = z.infer<typeof ZTicketRow>;

/** One select for every read: the ticket, its replies oldest first, and who wrote it. */
const ticketSelect = (where: ReturnType<typeof sql.fragment>, tail: ReturnType<typeof sql.fragment> = sql.fragment``) => sql.type(ZTicketRow)`
  select t.id, t.user_id as "userId", t.subject, t.message, t.status, t.created_at as "createdAt", t.updated_at as "updatedAt",
         coalesce((
           select json_agg(json_build_object('id', r.id, 'body', r.body, 'authorName', a.full_name,
                                             'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                           order by r.id)
           from support_ticket_replies r left join users a on a.id = r.author_user_id
           where r.ticket_id = t.id), '[]'::json) as replies,
         json_build_object('id', u.id, 'username', u.username, 'fullName', u.full_name, 'email', u.email) as requester
  from support_tickets t join users u on u.id = t.user_id
  where ${where}
  ${tail}`;

export function insertTicket(db: CommonQueryMethods, args: { userId: string; subject: string; message: string }) {
  return db.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into support_tickets (user_id, subject, message) values (${args.userId}, ${args.subject}, ${args.message}) returning id`);
}

/** The learner's own tickets, newest first. */
export function listTicketsOfUser(db: CommonQueryMethods, userId: string) {
  return db.any(ticketSelect(sql.fragment`t.user_id = ${userId}`, sql.fragment`order by t.created_at desc limit 100`));
}

/** One ticket, if `userId` wrote it (another learner's id finds nothing). */
export function findTicketOfUser(db: CommonQueryMethods, args: { id: string; userId: string }) {
  return db.maybeOne(ticketSelect(sql.fragment`t.id = ${args.id} and t.user_id = ${args.userId}`));
}

/** Any ticket, for the support team; `lock` holds it while an answer or a close is written. */
export async function findTicket(db: CommonQueryMethods, id: string, options: { lock?: boolean } = {}) {
  if (options.lock) await db.query(sql.typeAlias('void')`select from support_tickets where id = ${id} for update`);
  return db.maybeOne(ticketSelect(sql.fragment`t.id = ${id}`));
}

/** The support queue: open tickets oldest first (who waited longest), others newest first. */
export async function listTicketsByStatus(db: CommonQueryMethods, args: { status: 'open' | 'answered' | 'closed' | 'all'; limit: number }) {
  const where = args.status === 'all' ? sql.fragment`true` : sql.fragment`t.status = ${args.status}`;
  const order = args.status === 'open' ? sql.fragment`order by t.updated_at asc` : sql.fragment`order by t.updated_at desc`;
  const [tickets, total] = await Promise.all([
    db.any(ticketSelect(where, sql.fragment`${order} limit ${args.limit}`)),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`select count(*)::int as total from support_tickets t where ${where}`),
  ]);
  return { tickets, total };
}

export function insertReply(db: CommonQueryMethods, args: { ticketId: string; authorUserId: string; body: string }) {
  return db.query(sql.typeAlias('void')`
    insert into support_ticket_replies (ticket_id, author_user_id, body) values (${args.ticketId}, ${args.authorUserId}, ${args.body})`);
}

export function setTicketStatus(db: CommonQueryMethods, args: { id: string; status: 'open' | 'answered' | 'closed' }) {
  return db.query(sql.typeAlias('void')`
    update support_tickets
    set status = ${args.status}, updated_at = now(), closed_at = case when ${args.status} = 'closed' then now() else null end
    where id = ${args.id}`);
}
