import type { ReactNode } from 'react';
import { displayName, type TBillingUser } from './billing-user';

/** A titled card of the billing pages: a section named by its heading. */
export function BillingCard({ titleId, title, busy, children }: { titleId: string; title: string; busy?: boolean; children: ReactNode }) {
  return (
    <section className="billing-card surface-card" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="billing-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who pays (the checkout's 'Billing contact', the receipt's 'Billed To'): name, username and e-mail. */
export function BillingContact({ titleId, title, user }: { titleId: string; title: string; user: TBillingUser }) {
  return (
    <BillingCard titleId={titleId} title={title}>
      <dl className="billing-facts">
        <dt>Name</dt>
        <dd>{displayName(user)}</dd>
        <dt>Username</dt>
        <dd>{user.username || '-'}</dd>
        <dt>E-mail</dt>
        <dd>{user.email || '-'}</dd>
      </dl>
    </BillingCard>
  );
}
