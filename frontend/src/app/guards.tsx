import type { TRole } from '@wordbook/core/contract/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { isBlocked, sessionAtom } from '../features/auth/atoms/session-atom';
import { useAtomValue } from '../lib/jotai';
import { OFFLINE_PAGE_MESSAGE, useOnlineStatus } from '../lib/use-online-status';
import { ForbiddenPage } from './routes/forbidden-page';

/** `/login?redirect=%2Fdashboard%3Ftab%3Dx`: the original path, query and hash, URI-encoded. */
export function loginRedirectPath(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/**
 * Document 1, §2 protected-route rule: a visitor goes to /login?redirect={original path},
 * a banned or suspended user to /status-error. A spinner shows while the session is unknown.
 */
export function RequireAuth() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'unknown') return <PageSpinner />;
  if (!session.user) return <Navigate to={loginRedirectPath(location)} replace />;
  if (isBlocked(session.user)) return <Navigate to="/status-error" replace />;
  return <Outlet />;
}

/**
 * Staff pages. Superadmin pages send anyone else to /login (document 1, §6); the other staff
 * dashboards answer 'You do not have permission to view this page.'
 */
export function RequireRole({ roles, otherwise }: { roles: TRole[]; otherwise: 'login' | 'forbidden' }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const role = session.status === 'known' ? session.user?.role : undefined;
  if (role && roles.includes(role)) return <Outlet />;
  if (otherwise === 'login') return <Navigate to={loginRedirectPath(location)} replace />;
  return <ForbiddenPage />;
}

/** AI Tools: a user without Pro is sent to /upgrade (document 1, §2). */
export function RequirePro() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'known' && session.user?.isProUser) return <Outlet />;
  return <Navigate to="/upgrade" replace />;
}

/** Pages that only work online are replaced by a short message while offline (document 3, §2.2). */
export function OnlineOnly() {
  const online = useOnlineStatus();
  if (online) return <Outlet />;
  return (
    <div className="offline-page" role="status">
      <span className="offline-page__icon" aria-hidden="true">
        <i className="pi pi-wifi" />
      </span>
      <p>{OFFLINE_PAGE_MESSAGE}</p>
    </div>
  );
}
