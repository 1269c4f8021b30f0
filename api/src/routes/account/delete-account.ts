import { ZDeleteAccountRequest } from '@wordbook/core/contract/accounts';
import { deleteAccount } from '../../services/accounts.ts';
import { enforceRateLimits } from '../../services/rate-limits.ts';
import { defineRoute } from '../define-route.ts';

/**
 * DELETE /api/account {password} (or {confirm: true} for an account without a password)
 * → {success}: the account is withdrawn, every session ends, purge after 3 months.
 */
export const deleteAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/account',
  payload: ZDeleteAccountRequest,
  handler: async (context) => {
    const { user, ip, payload, request } = context;
    await enforceRateLimits(context, [['account-ip', ip]]);
    await deleteAccount(context, user.id, payload);
    request.cookieAuth.clear();
    return { success: true };
  },
});
