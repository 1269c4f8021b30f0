import { ZMailboxMessage } from '@wordbook/core/contract/accounts';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/** The e-mail outbox: one row per send-email job, which is also the job's done-marker. */
export type TOutboxMessage = { jobId: string; kind: string; to: string; subject: string; text: string; html: string };

const ZClaim = z.object({ id: z.number() });

/** Keeps a message in the outbox only (no SMTP): idempotent by job id. */
export function storeOutboxMessage(db: CommonQueryMethods, m: TOutboxMessage) {
  return db.maybeOne(sql.type(ZClaim)`
    insert into mail_outbox (job_id, kind, to_address, subject, text_body, html_body, transport, status, sent_at)
    values (${m.jobId}, ${m.kind}, ${m.to}, ${m.subject}, ${m.text}, ${m.html}, 'outbox', 'stored', now())
    on conflict (job_id) do nothing
    returning id`);
}

/**
 * Claims the right to hand a message to SMTP: a first attempt, or a retry after a failure that
 * SMTP reported. An attempt that may have reached SMTP ('sending' or 'sent') is never repeated.
 */
export function claimSmtpSend(db: CommonQueryMethods, m: TOutboxMessage) {
  return db.maybeOne(sql.type(ZClaim)`
    insert into mail_outbox as o (job_id, kind, to_address, subject, text_body, html_body, transport, status)
    values (${m.jobId}, ${m.kind}, ${m.to}, ${m.subject}, ${m.text}, ${m.html}, 'smtp', 'sending')
    on conflict (job_id) do update set status = 'sending', attempts = o.attempts + 1, error = null
      where o.status = 'failed'
    returning id`);
}

export function markSmtpResult(db: CommonQueryMethods, args: { id: number; error: string | null }) {
  return args.error === null
    ? db.query(sql.typeAlias('void')`update mail_outbox set status = 'sent', sent_at = now() where id = ${args.id}`)
    : db.query(sql.typeAlias('void')`update mail_outbox set status = 'failed', error = ${args.error.slice(0, 1000)} where id = ${args.id}`);
}

const ZMailboxRow = ZMailboxMessage;

/** The newest messages first, optionally to one address (the dev mailbox). */
export function listOutbox(db: CommonQueryMethods, args: { to?: string; limit: number }) {
  const where = args.to ? sql.fragment`where lower(to_address) = lower(${args.to})` : sql.fragment``;
  return db.any(sql.type(ZMailboxRow)`
    select id, to_address as "to", subject, kind, transport, text_body as text, html_body as html, created_at as "createdAt"
    from mail_outbox ${where}
    order by id desc
    limit ${args.limit}`);
}
