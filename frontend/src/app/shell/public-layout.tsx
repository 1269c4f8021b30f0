import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAtomValue } from '../../lib/jotai';
import { sessionAtom } from '../../features/auth/atoms/session-atom';
import { prefetchLikelyPages } from '../lazy-pages';
import { PublicNavbar } from './public-navbar';
import { SiteFooter } from './site-footer';

// The user top bar brings PrimeReact's menu and sidebar; a visitor never needs them.
const UserTopBar = lazy(() => import('./user-top-bar').then((m) => ({ default: m.UserTopBar })));

/** Public pages: the visitor's header when there is no user, the user top bar otherwise, and the footer. */
export function PublicLayout() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'known' ? session.user : null;
  const active = user && user.status === 'active';
  const known = session.status === 'known';
  useEffect(() => (known ? prefetchLikelyPages(active ? 'learner' : 'visitor') : undefined), [known, active]);
  return (
    <div className="layout">
      {active ? (
        <Suspense fallback={<PublicNavbar />}>
          <UserTopBar user={user} aiLimits={session.status === 'known' ? session.aiLimits : null} />
        </Suspense>
      ) : (
        <PublicNavbar />
      )}
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
