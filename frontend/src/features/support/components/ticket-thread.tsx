import type { TTicket } from '@wordbook/core/contract/support';

const STATUS_LABEL: Record<TTicket['status'], string> = { open: 'Waiting for an answer', answered: 'Answered', closed: 'Closed' };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One ticket: its subject and status, the learner's message and the answers under it. */
export function TicketThread({ ticket, headingLevel = 3, meta }: { ticket: TTicket; headingLevel?: 2 | 3; meta?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ticket surface-card stack" aria-labelledby={`ticket-${ticket.id}`}>
      <div className="ticket__head cluster">
        <Heading id={`ticket-${ticket.id}`} className="ticket__subject">
          {ticket.subject}
        </Heading>
        <span className={`pill ticket__status ticket__status--${ticket.status}`}>{STATUS_LABEL[ticket.status]}</span>
      </div>
      <p className="ticket__meta">{meta ? `${meta} · ${when(ticket.createdAt)}` : `Sent ${when(ticket.createdAt)}`}</p>
      <p className="ticket__message">{ticket.message}</p>
      {ticket.replies.map((reply) => (
        <div key={reply.id} className="ticket__reply stack">
          <p className="ticket__reply-meta">
            <i className="pi pi-comment" aria-hidden="true" /> Support team{reply.authorName ? ` (${reply.authorName})` : ''} · {when(reply.createdAt)}
          </p>
          <p className="ticket__message">{reply.body}</p>
        </div>
      ))}
    </article>
  );
}
