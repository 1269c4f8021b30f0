import {
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_SHORT,
  SUBJECT_MESSAGE,
  type TTicket,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGE_MIN,
  TICKET_SUBJECT_MAX,
  TICKET_SUBJECT_MIN,
} from '@wordbook/core/contract/support';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError, FormField, fieldAria, invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage, useSubmit } from '../../../lib/use-submit';
import { createTicket } from '../api/support-tickets';

/** The contact form on /help: a subject and a message become a support ticket. */
export function ContactForm({ onSent }: { onSent: (ticket: TTicket) => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [feedback, setFeedback] = useState<{ subject: FieldFeedback; message: FieldFeedback }>({ subject: NEUTRAL, message: NEUTRAL });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { busy, submit } = useSubmit();

  function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSent(false);
    const s = subject.trim();
    const m = message.trim();
    const checked = {
      subject: s.length < TICKET_SUBJECT_MIN || s.length > TICKET_SUBJECT_MAX ? invalid(SUBJECT_MESSAGE) : NEUTRAL,
      message: m.length < TICKET_MESSAGE_MIN ? invalid(MESSAGE_TOO_SHORT) : m.length > TICKET_MESSAGE_MAX ? invalid(MESSAGE_TOO_LONG) : NEUTRAL,
    };
    setFeedback(checked);
    if (checked.subject.status === 'invalid' || checked.message.status === 'invalid') return;
    void submit(
      async () => {
        const ticket = await createTicket({ subject: s, message: m });
        setSubject('');
        setMessage('');
        setSent(true);
        onSent(ticket);
      },
      (failure) => setError(failureMessage(failure, 'Failed to send your message.')),
    );
  }

  return (
    <form className="help-contact surface-card stack" aria-labelledby="help-contact-title" onSubmit={send} noValidate>
      <h2 id="help-contact-title" className="help-section__title">
        Write to us
      </h2>
      <p className="help-contact__lead">Tell us what happened. We answer by e-mail within two working days, and the answer also appears under “Your requests”.</p>
      <TextField id="help-subject" label="Subject" value={subject} onChange={setSubject} maxLength={TICKET_SUBJECT_MAX} feedback={feedback.subject} />
      <FormField inputId="help-message" label="Message" feedback={feedback.message}>
        <InputTextarea
          id="help-message"
          className={`help-contact__message${feedback.message.status === 'invalid' ? ' p-invalid' : ''}`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={6}
          maxLength={TICKET_MESSAGE_MAX}
          {...fieldAria('help-message', feedback.message)}
        />
      </FormField>
      <FormError message={error} />
      {sent ? (
        <p className="form-notice" role="status">
          Thanks, we received your message. You will get our answer by e-mail.
        </p>
      ) : null}
      <div>
        <Button type="submit" label="Send message" icon="pi pi-send" loading={busy} />
      </div>
    </form>
  );
}
