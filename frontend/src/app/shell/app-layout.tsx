import { isStaffRole } from '@wordbook/core/contract/session';
import { Outlet } from 'react-router-dom';
import { useAtomValue } from '../../lib/jotai';
import { sessionAtom } from '../../features/auth/atoms/session-atom';
import { AdSlot } from '../../components/layout/ad-slot';
import { useOfflineAnswerSync } from '../../features/practice/lib/offline-answer-sync';
import { MaintenanceGate } from './maintenance-gate';
import { UserTopBar } from './user-top-bar';

/** Signed-in pages: the user top bar above the page. Rendered only inside RequireAuth. */
export function AppLayout() {
  const session = useAtomValue(sessionAtom);
  useOfflineAnswerSync(session.status === 'known' && session.user ? session.user.id : null);
  if (session.status !== 'known' || !session.user) return null;
  return (
    <div className="layout layout--app">
      <UserTopBar user={session.user} aiLimits={session.aiLimits} />
      <main id="main" className="layout__main layout__main--app" tabIndex={-1}>
        <MaintenanceGate role={session.user.role}>
          <Outlet />
        </MaintenanceGate>
        <AdSlot adFree={session.user.isProUser || isStaffRole(session.user.role)} />
      </main>
    </div>
  );
}
