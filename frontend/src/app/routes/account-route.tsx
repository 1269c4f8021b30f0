import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/notice/notice-atoms';
import { AccountPage } from '../../features/account/components/account-page';
import { clearSessionAtom, refreshSessionAtom } from '../../features/auth/atoms/session-atom';
import { useSetAtom } from '../../lib/jotai';
import { clearStoredSessionData } from '../../lib/session-storage';

export const ACCOUNT_DELETED = 'Your account has been deleted. We are sorry to see you go.';

/** Joins account settings to the session: a saved profile refreshes it, a deleted account signs out. */
export function AccountRoute() {
  const refreshSession = useSetAtom(refreshSessionAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();
  const notify = useNotify();

  const onAccountChanged = useCallback(() => void refreshSession(), [refreshSession]);
  const onAccountDeleted = useCallback(() => {
    navigate('/', { replace: true });
    clearSession();
    clearStoredSessionData();
    notify.info(ACCOUNT_DELETED);
  }, [clearSession, navigate, notify]);

  return <AccountPage onAccountChanged={onAccountChanged} onAccountDeleted={onAccountDeleted} />;
}
