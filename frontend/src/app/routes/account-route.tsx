import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/notice/notice-atoms';
import { AccountPage } from '../../features/account/components/account-page';
import { refreshSessionAtom } from '../../features/auth/atoms/session-atom';
import { useSetAtom } from '../../lib/jotai';

export const ACCOUNT_DELETED = 'Your account has been deleted. We are sorry to see you go.';

/** Joins account settings to the session: a saved profile refreshes it, a deleted account signs out. */
export function AccountRoute() {
  const refreshSession = useSetAtom(refreshSessionAtom);
  const navigate = useNavigate();
  const notify = useNotify();

  const onAccountChanged = useCallback(() => void refreshSession(), [refreshSession]);
  const onAccountDeleted = useCallback(() => {
    // The server has already ended the session; /logout forgets it in this browser (session
    // atom and stored data) and goes home. Clearing it here, while /account is still mounted,
    // would send the browser to /login?redirect=/account instead.
    notify.info(ACCOUNT_DELETED);
    navigate('/logout', { replace: true });
  }, [navigate, notify]);

  return <AccountPage onAccountChanged={onAccountChanged} onAccountDeleted={onAccountDeleted} />;
}
