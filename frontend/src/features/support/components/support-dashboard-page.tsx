import { ANSWER_REQUIRED, type TStaffTicket, type TStaffTicketQuery } from '@wordbook/core/contract/support';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { Page } from '../../../components/layout/page';
import { showNoticeAtom } from '../../../components/notice/notice-atoms';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { refusalMessage } from '../../../lib/api-client';
import { useSetAtom } from '../../../lib/jotai';
import { useLoad } from '../../../lib/use-load';
import { useSubmit } from '../../../lib/use-submit';
import { answerTicket, closeTicket, listQueue } from '../api/support-tickets';
import { TicketThread } from './ticket-thread';

type TFilter = TStaffTicketQuery['status'];
const FILTERS: { label: string; value: TFilter }[] = [
  { label: 'Open', value: 'open' },
  { label: 'Answered', value: 'answered' },
  { label: 'Closed', value: 'closed' },
  { label: 'All', value: 'all' },
];

/** /support: the help requests learners wrote on /help; support answers them (by e-mail) and closes them. */
export function SupportDashboardPage() {
  const [filter, setFilter] = useState<TFilter>('open');
  const queue = useLoad((signal) => listQueue(filter, signal), { failureText: (failure) => refusalMessage(failure, 'Failed to load tickets.') });
  const { retry } = queue;

  const changeFilter = (next: TFilter) => {
    setFilter(next);
    queue.setData(null);
    // the next load reads the new filter (useLoad keeps the latest load function)
    retry();
  };

  const replace = (ticket: TStaffTicket) =>
    queue.setData((current) => current && { ...current, tickets: current.tickets.map((t) => (t.id === ticket.id ? ticket : t)) });

  return (
    <Page title="Support Dashboard" description="Help requests from learners. Your answer is e-mailed to the learner and shown on their Help page." icon="pi pi-comments" width="wide">
      <div className="support-queue stack">
        <div className="support-queue__bar cluster">
          <SegmentedControl aria-label="Show tickets" value={filter} options={FILTERS} onChange={changeFilter} />
          {queue.data ? (
            <p className="support-queue__count" aria-live="polite">
              {queue.data.total} {queue.data.total === 1 ? 'ticket' : 'tickets'}
            </p>
          ) : null}
        </div>
        {queue.error ? (
          <div className="stack">
            <FormError message={queue.error} />
            <Button label="Try again" icon="pi pi-refresh" variant="outlined" onClick={retry} />
          </div>
        ) : !queue.data ? (
          <Spinner label="Loading tickets…" />
        ) : queue.data.tickets.length === 0 ? (
          <p className="support-queue__none surface-card">No tickets here.</p>
        ) : (
          queue.data.tickets.map((ticket) => <StaffTicket key={ticket.id} ticket={ticket} onChanged={replace} />)
        )}
      </div>
    </Page>
  );
}

function StaffTicket({ ticket, onChanged }: { ticket: TStaffTicket; onChanged: (ticket: TStaffTicket) => void }) {
  const notify = useSetAtom(showNoticeAtom);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = useSubmit();
  const closing = useSubmit();
  const answerId = `answer-${ticket.id}`;

  const send = () => {
    setError(null);
    if (!answer.trim()) return setError(ANSWER_REQUIRED);
    void sending.submit(
      async () => {
        onChanged(await answerTicket(ticket.id, answer.trim()));
        setAnswer('');
        notify({ message: `Answer sent to ${ticket.requester.email}.`, severity: 'success' });
      },
      (failure) => setError(refusalMessage(failure, 'Failed to send the answer.')),
    );
  };
  const close = () =>
    void closing.submit(
      async () => onChanged(await closeTicket(ticket.id)),
      (failure) => setError(refusalMessage(failure, 'Failed to close the ticket.')),
    );

  return (
    <div className="support-ticket stack">
      <TicketThread ticket={ticket} headingLevel={2} meta={`From ${ticket.requester.fullName} (${ticket.requester.username}, ${ticket.requester.email})`} />
      {ticket.status !== 'closed' ? (
        <div className="support-ticket__answer stack">
          <label htmlFor={answerId} className="field__label">
            Answer to {ticket.requester.fullName}
          </label>
          <InputTextarea id={answerId} value={answer} onChange={(event) => setAnswer(event.target.value)} rows={4} />
          <FormError message={error} />
          <div className="button-row support-ticket__actions">
            <Button label="Send answer" icon="pi pi-send" loading={sending.busy} onClick={send} />
            <Button label="Close ticket" icon="pi pi-check" variant="outlined" loading={closing.busy} onClick={close} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
