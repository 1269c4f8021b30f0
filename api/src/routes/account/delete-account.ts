import { ZDeleteAccountRequest } from '@wordbook/core/contract/accounts';
import { deleteAccount } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/**
 * DELETE /api/account {password} (or {confirm: true} for an account without a password)
 * → {success}: the account is withdrawn, every session ends, purge after 3 months.
 */
export const deleteAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/account',
  payload: ZDeleteAccountRequest,
  rateLimits: ({ ip }) => [['account-ip', ip]],
  handler: async (context) => {
    const { user, payload, request } = context;
    await deleteAccount(context, user.id, payload);
    request.cookieAuth.clear();
    return { success: true };
  },
});
