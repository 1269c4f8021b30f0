import {
  ANSWER_REQUIRED,
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_SHORT,
  SUBJECT_MESSAGE,
  TICKET_CLOSED,
  type TStaffTicket,
  type TTicket,
} from '@wordbook/core/contract/support';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { testApi as server, useTestApi } from '../../../../test/harness.ts';

useTestApi();

type TCall = { method?: string; url: string; payload?: object };

async function signedIn(role: 'user' | 'support' | 'superadmin' | 'admin' = 'user') {
  const id = await createTestUser(server, { role });
  const cookie = await signInAs(server, id);
  const call = async <T = Record<string, unknown>>({ method = 'GET', url, payload }: TCall) => {
    const res = await server.inject({ method, url, payload, headers: { cookie } });
    return { status: res.statusCode, body: res.result as T & { message?: string } };
  };
  return { id, call };
}

const HELP = { subject: 'Cannot see my wordbook', message: 'My wordbook called Travel is gone since this morning.' };

const write = async (learner: Awaited<ReturnType<typeof signedIn>>, payload: object = HELP) =>
  learner.call<{ ticket: TTicket }>({ method: 'POST', url: '/api/support/tickets', payload });

const ZMail = z.object({ kind: z.string(), toAddress: z.string(), data: z.record(z.unknown()) });
/** The send-email jobs queued for `to` (pg-boss's own table: the job is in the queue whether or not a worker runs). */
const queuedMails = (to: string) =>
  server.app.pool.any(sql.type(ZMail)`
    select data->>'kind' as kind, data->>'to' as "toAddress", data from pgboss.job where name = 'send-email' and data->>'to' = ${to}`);

describe('help requests', () => {
  it('stores a learner’s request and lists it back to them, newest first, with no answers yet', async () => {
    const learner = await signedIn();
    const first = await write(learner);
    expect(first.status).toBe(200);
    expect(first.body.ticket).toMatchObject({ ...HELP, status: 'open', replies: [] });
    await write(learner, { subject: 'Second question', message: 'How do I change my password again?' });
    const mine = await learner.call<{ tickets: TTicket[] }>({ url: '/api/support/tickets' });
    expect(mine.body.tickets.map((t) => t.subject)).toEqual(['Second question', HELP.subject]);
    const one = await learner.call<{ ticket: TTicket }>({ url: `/api/support/tickets/${first.body.ticket.id}` });
    expect([one.status, one.body.ticket.subject]).toEqual([200, HELP.subject]);
  });

  it("answers 404 to a learner asking for another learner's ticket, and lists only their own", async () => {
    const owner = await signedIn();
    const { ticket } = (await write(owner)).body;
    const other = await signedIn();
    const res = await other.call({ url: `/api/support/tickets/${ticket.id}` });
    expect([res.status, res.body.message]).toEqual([404, 'Ticket not found.']);
    expect((await other.call({ url: '/api/support/tickets/not-a-uuid' })).status).toBe(404);
    expect((await other.call<{ tickets: TTicket[] }>({ url: '/api/support/tickets' })).body.tickets).toEqual([]);
  });

  it('refuses a short subject, a short or long message, with the messages the form shows', async () => {
    const learner = await signedIn();
    const cases: [object, string][] = [
      [{ subject: 'Hi', message: HELP.message }, SUBJECT_MESSAGE],
      [{ subject: HELP.subject, message: 'Help!' }, MESSAGE_TOO_SHORT],
      [{ subject: HELP.subject, message: 'x'.repeat(5001) }, MESSAGE_TOO_LONG],
      [{ message: HELP.message }, SUBJECT_MESSAGE],
      [{ subject: HELP.subject, message: 42 }, MESSAGE_TOO_SHORT],
    ];
    for (const [payload, message] of cases) {
      const res = await write(learner, payload);
      expect([JSON.stringify(payload).slice(0, 60), res.status, res.body.message]).toEqual([JSON.stringify(payload).slice(0, 60), 400, message]);
    }
    expect((await learner.call<{ tickets: TTicket[] }>({ url: '/api/support/tickets' })).body.tickets).toEqual([]);
  });
});

describe('the support dashboard', () => {
  it('lists open tickets with who wrote them, answers one (e-mailed, audited) and closes it', async () => {
    const learner = await signedIn();
    const email = await server.app.pool.oneFirst(sql.type(z.object({ email: z.string() }))`select email from users where id = ${learner.id}`);
    const { ticket } = (await write(learner)).body;
    const agent = await signedIn('support');

    const open = await agent.call<{ tickets: TStaffTicket[]; total: number }>({ url: '/api/support/staff/tickets?status=open' });
    const listed = open.body.tickets.find((t) => t.id === ticket.id);
    expect(listed?.requester).toMatchObject({ id: learner.id, email, fullName: 'Test Learner' });

    const answered = await agent.call<{ ticket: TStaffTicket }>({
      method: 'POST',
      url: `/api/support/staff/tickets/${ticket.id}/answer`,
      payload: { body: 'Your wordbook is in the trash for 30 days; we restored it.' },
    });
    expect([answered.status, answered.body.ticket.status, answered.body.ticket.replies.map((r) => r.body)]).toEqual([
      200,
      'answered',
      ['Your wordbook is in the trash for 30 days; we restored it.'],
    ]);
    const mails = await queuedMails(email);
    expect(mails.map((m) => m.kind)).toEqual(['support-answer']);
    expect(mails[0]?.data).toMatchObject({ subject: HELP.subject, answer: 'Your wordbook is in the trash for 30 days; we restored it.' });

    const seen = await learner.call<{ ticket: TTicket }>({ url: `/api/support/tickets/${ticket.id}` });
    expect([seen.body.ticket.status, seen.body.ticket.replies[0]?.authorName]).toEqual(['answered', 'Test Learner']);

    const closed = await agent.call<{ ticket: TStaffTicket }>({ method: 'PATCH', url: `/api/support/staff/tickets/${ticket.id}/close` });
    expect([closed.status, closed.body.ticket.status]).toEqual([200, 'closed']);
    const again = await agent.call({ method: 'POST', url: `/api/support/staff/tickets/${ticket.id}/answer`, payload: { body: 'More' } });
    expect([again.status, again.body.message]).toEqual([409, TICKET_CLOSED]);
    const audit = await server.app.pool.anyFirst(sql.type(z.object({ action: z.string() }))`
      select action from audit_log where target_id = ${ticket.id} order by id`);
    expect(audit).toEqual(['support.answer', 'support.close']);
  });

  it('refuses an empty answer and answers 404 for an unknown ticket', async () => {
    const learner = await signedIn();
    const { ticket } = (await write(learner)).body;
    const agent = await signedIn('superadmin');
    const empty = await agent.call({ method: 'POST', url: `/api/support/staff/tickets/${ticket.id}/answer`, payload: { body: '   ' } });
    expect([empty.status, empty.body.message]).toEqual([400, ANSWER_REQUIRED]);
    const unknown = await agent.call({ method: 'POST', url: '/api/support/staff/tickets/00000000-0000-4000-8000-000000000000/answer', payload: { body: 'Hello' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Ticket not found.']);
  });

  it('keeps the queue from learners and admins (403) and lets support and superadmin read it', async () => {
    for (const role of ['user', 'admin'] as const) {
      const res = await (await signedIn(role)).call({ url: '/api/support/staff/tickets' });
      expect([role, res.status, res.body.message]).toEqual([role, 403, 'You do not have permission to view this page.']);
    }
    for (const role of ['support', 'superadmin'] as const) expect((await (await signedIn(role)).call({ url: '/api/support/staff/tickets?status=all' })).status).toBe(200);
  });
});
