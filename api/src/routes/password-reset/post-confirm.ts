import type { ServerRoute } from '@hapi/hapi';
import { ZPasswordResetConfirm } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { confirmPasswordReset } from '../../services/accounts.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/** POST /api/password-reset/confirm {token, password} → {success}; every session of the account ends. */
export const postPasswordResetConfirm: ServerRoute = {
  method: 'POST',
  path: '/api/password-reset/confirm',
  options: { auth: false, validate: { payload: zodValidator(ZPasswordResetConfirm) } },
  handler: async (request) => {
    const body = request.payload as z.output<typeof ZPasswordResetConfirm>;
    await enforceRateLimits(request, [['reset-confirm-ip', clientIp(request)]]);
    await confirmPasswordReset(request, body);
    return { success: true };
  },
};
