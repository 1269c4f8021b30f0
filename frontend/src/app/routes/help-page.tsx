import type { TTicket } from '@wordbook/core/contract/support';
import { useCallback } from 'react';
import { Page } from '../../components/layout/page';
import { LinkButton } from '../../components/ui/button';
import { IconBadge } from '../../components/ui/icon-badge';
import { company } from '../../config/company';
import { useSessionUser } from '../../features/auth/atoms/session-atom';
import { listMyTickets } from '../../features/support/api/support-tickets';
import { ContactForm } from '../../features/support/components/contact-form';
import { HelpArticles } from '../../features/support/components/help-articles';
import { MyTickets } from '../../features/support/components/my-tickets';
import { refusalMessage } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';

/** /help: searchable help articles; signed in, a contact form that opens a support ticket and the learner's requests with their answers. */
export function HelpPage() {
  const user = useSessionUser();
  const tickets = useLoad(listMyTickets, { enabled: Boolean(user), failureText: (failure) => refusalMessage(failure, 'Failed to load your requests.') });
  const { setData } = tickets;
  const onSent = useCallback((ticket: TTicket) => setData((current) => [ticket, ...(current ?? [])]), [setData]);

  return (
    <Page title="Help & Support" description="Answers to common questions, and a way to reach our support team." icon="pi pi-question-circle">
      <div className="help-layout">
        <HelpArticles />
        <div className="help-side stack">
          {user ? (
            <>
              <ContactForm onSent={onSent} />
              <MyTickets tickets={tickets.data} error={tickets.error} retry={tickets.retry} />
            </>
          ) : (
            <article className="help-contact surface-card stack">
              <IconBadge icon="pi pi-envelope" />
              <h2 className="help-section__title">Write to us</h2>
              <p>Log in to send us a message from here and to read our answers, or e-mail {' '}
                <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> from the address of your account.
              </p>
              <div>
                <LinkButton to={`/login?redirect=${encodeURIComponent('/help')}`} icon="pi pi-sign-in">
                  Log in to contact support
                </LinkButton>
              </div>
            </article>
          )}
        </div>
      </div>
    </Page>
  );
}
