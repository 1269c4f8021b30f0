import type { ServerRoute } from '@hapi/hapi';
import { ZPasswordResetRequest } from '@wordbook/core/contract/accounts';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import type { z } from 'zod';
import { requestPasswordReset } from '../../services/accounts.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/** POST /api/password-reset/request {email} → {success, message}: the same answer whether or not the account exists. */
export const postPasswordResetRequest: ServerRoute = {
  method: 'POST',
  path: '/api/password-reset/request',
  options: { auth: false, validate: { payload: zodValidator(ZPasswordResetRequest) } },
  handler: async (request) => {
    const { email } = request.payload as z.output<typeof ZPasswordResetRequest>;
    await enforceRateLimits(request, [['reset-ip', clientIp(request)], ['reset-email', email]]);
    await requestPasswordReset(request, email);
    return { success: true, message: M.resetRequested };
  },
};
