import { Outlet } from 'react-router-dom';
import { useAtomValue } from '../../lib/jotai';
import { sessionAtom } from '../../features/auth/atoms/session-atom';
import { PublicNavbar } from './public-navbar';
import { SiteFooter } from './site-footer';
import { UserTopBar } from './user-top-bar';

/** Public pages: the visitor's header when there is no user, the user top bar otherwise, and the footer. */
export function PublicLayout() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'known' ? session.user : null;
  const active = user && user.status === 'active';
  return (
    <div className="layout">
      {active ? <UserTopBar user={user} aiLimits={session.status === 'known' ? session.aiLimits : null} /> : <PublicNavbar />}
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
