import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSetAtom } from '../../../lib/jotai';
import { offlineStore } from '../../../lib/offline-store';
import { clearStoredSessionData } from '../../../lib/session-storage';
import { OFFLINE_PAGE_MESSAGE, useOnlineStatus } from '../../../lib/use-online-status';
import { logout } from '../api/logout';
import { clearSessionAtom } from '../atoms/session-atom';
import { AuthCard } from './auth-card';

export const LOGOUT_OFFLINE_MESSAGE = 'Logging out needs an online connection. Please reconnect and try again.';

/**
 * /logout. Online: POST /api/logout, forget the session and everything stored for it, go to /.
 * Offline: the offline page text (document 3, §2.2) and the notice that logging out needs a
 * connection (document 1, §2); coming back online logs out.
 */
export function LogoutPage() {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const notify = useNotify();
  const clearSession = useSetAtom(clearSessionAtom);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!online) {
      notify.warn(LOGOUT_OFFLINE_MESSAGE);
      return;
    }
    if (started.current === attempt) return;
    started.current = attempt;
    logout()
      // Whatever the server answers, this browser must end up signed out.
      .catch(() => undefined)
      // The wordbooks, words and answers kept for offline use go too, before the page moves on.
      .then(() => offlineStore.clear())
      .finally(() => {
        clearSession();
        clearStoredSessionData();
        navigate('/', { replace: true });
      });
    return undefined;
  }, [online, attempt, clearSession, navigate, notify]);

  if (online) return <PageSpinner label="Logging out…" />;
  return (
    <AuthCard title="You are offline" subtitle={OFFLINE_PAGE_MESSAGE}>
      <p>{LOGOUT_OFFLINE_MESSAGE}</p>
      <div className="auth-card__actions">
        <Button label="Try again" icon="pi pi-refresh" onClick={() => setAttempt((n) => n + 1)} disabled={!online} />
        <LinkButton to="/dashboard" variant="outlined">
          Back to my wordbooks
        </LinkButton>
      </div>
    </AuthCard>
  );
}
