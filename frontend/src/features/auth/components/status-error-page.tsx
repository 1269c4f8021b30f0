import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { company } from '../../../config/company';
import { useAtomValue } from '../../../lib/jotai';
import { sessionAtom } from '../atoms/session-atom';
import { AuthCard } from './auth-card';
import type { StatusErrorState } from './login-page';

function ContactLine() {
  return (
    <p className="status-page__contact">
      If you think this is a mistake, write to <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> from the
      e-mail address of your account, or use <Link to="/help">Help &amp; Support</Link>. We answer within two working days.
    </p>
  );
}

const isBlockedStatus = (status: unknown): status is StatusErrorState['status'] => status === 'banned' || status === 'suspended';

function isStatusErrorState(value: unknown): value is StatusErrorState {
  return isBlockedStatus((value as StatusErrorState | null)?.status);
}

/**
 * /status-error: why a banned or suspended account cannot open its pages. A signed-in user's
 * status comes from the session; a refused login (403) passes the status in the router state,
 * and a refused Google sign-in (a server redirect, no session) in `?status=`.
 */
export function StatusErrorPage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const [params] = useSearchParams();
  if (session.status === 'unknown') return <PageSpinner />;
  const user = session.user;
  const refused = isStatusErrorState(location.state) ? location.state.status : params.get('status');
  const status = user?.status ?? (isBlockedStatus(refused) ? refused : undefined);
  const account = user ? `The account ${user.username}` : 'This account';
  const action = user ? (
    <LinkButton to="/logout" variant="outlined" icon="pi pi-sign-out">
      Logout
    </LinkButton>
  ) : (
    <LinkButton to="/login" variant="outlined" icon="pi pi-sign-in">
      Back to Log In
    </LinkButton>
  );

  if (status === 'banned') {
    return (
      <AuthCard title="Your account has been banned" subtitle={`${account} was closed for breaking the Terms of Service.`}>
        <ul className="status-page__list">
          <li>You cannot open your wordbooks, practise or use AI features with this account.</li>
          <li>Payments already made are handled under the refund policy in the Terms of Service.</li>
        </ul>
        <ContactLine />
        <div className="auth-card__actions">{action}</div>
      </AuthCard>
    );
  }

  if (status === 'suspended') {
    return (
      <AuthCard title="Your account is suspended" subtitle={`${account} is paused for now. Your wordbooks are kept safe.`}>
        <ul className="status-page__list">
          <li>While an account is suspended, its pages and AI features are closed.</li>
          <li>A suspension is lifted by our team after a review; nothing is deleted in the meantime.</li>
        </ul>
        <ContactLine />
        <div className="auth-card__actions">{action}</div>
      </AuthCard>
    );
  }

  if (user) {
    return (
      <AuthCard title="Your account is active" subtitle="Nothing is blocking your account. You can carry on where you left off.">
        <div className="auth-card__actions">
          <LinkButton to="/dashboard" icon="pi pi-arrow-right" iconPos="right">
            Go to my wordbooks
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Account status"
      subtitle="This page explains why an account was suspended or banned. Log in to see the status of your account."
    >
      <ContactLine />
      <div className="auth-card__actions">
        <LinkButton to="/login">Log In</LinkButton>
      </div>
    </AuthCard>
  );
}
