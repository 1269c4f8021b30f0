import { ZPasswordResetConfirm } from '@wordbook/core/contract/accounts';
import { confirmPasswordReset } from '../../services/accounts.ts';
import { enforceRateLimits } from '../../services/rate-limits.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/password-reset/confirm {token, password} → {success}; every session of the account ends. */
export const postPasswordResetConfirm = defineRoute({
  method: 'POST',
  path: '/api/password-reset/confirm',
  auth: 'public',
  payload: ZPasswordResetConfirm,
  handler: async (context) => {
    await enforceRateLimits(context, [['reset-confirm-ip', context.ip]]);
    await confirmPasswordReset(context, context.payload);
    return { success: true };
  },
});
