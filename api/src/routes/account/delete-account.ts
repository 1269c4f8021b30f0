import type { ServerRoute } from '@hapi/hapi';
import { ZDeleteAccountRequest } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { deleteAccount } from '../../services/accounts.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/**
 * DELETE /api/account {password} (or {confirm: true} for an account without a password)
 * → {success}: the account is withdrawn, every session ends, purge after 3 months.
 */
export const deleteAccountRoute: ServerRoute = {
  method: 'DELETE',
  path: '/api/account',
  options: { validate: { payload: zodValidator(ZDeleteAccountRequest) } },
  handler: async (request) => {
    await enforceRateLimits(request, [['account-ip', clientIp(request)]]);
    await deleteAccount(request, request.auth.credentials.user!.id, request.payload as z.output<typeof ZDeleteAccountRequest>);
    request.cookieAuth.clear();
    return { success: true };
  },
};
