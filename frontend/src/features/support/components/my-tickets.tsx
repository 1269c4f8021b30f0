import type { TTicket } from '@wordbook/core/contract/support';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { TicketThread } from './ticket-thread';

/** The learner's own requests on /help, newest first, with the support team's answers. */
export function MyTickets({ tickets, error, retry }: { tickets: TTicket[] | null; error: string | null; retry: () => void }) {
  return (
    <section className="help-tickets stack" aria-labelledby="help-tickets-title">
      <h2 id="help-tickets-title" className="help-section__title">
        Your requests
      </h2>
      {error ? (
        <div className="stack">
          <FormError message={error} />
          <Button label="Try again" icon="pi pi-refresh" variant="outlined" onClick={retry} />
        </div>
      ) : !tickets ? (
        <Spinner label="Loading your requests…" />
      ) : tickets.length === 0 ? (
        <p className="help-tickets__none">You have not written to us yet.</p>
      ) : (
        tickets.map((ticket) => <TicketThread key={ticket.id} ticket={ticket} />)
      )}
    </section>
  );
}
