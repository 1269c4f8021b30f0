import { ZPasswordResetConfirm } from '@wordbook/core/contract/accounts';
import { confirmPasswordReset } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/password-reset/confirm {token, password} → {success}; every session of the account ends. */
export const postPasswordResetConfirm = defineRoute({
  method: 'POST',
  path: '/api/password-reset/confirm',
  auth: 'public',
  payload: ZPasswordResetConfirm,
  rateLimits: ({ ip }) => [['reset-confirm-ip', ip]],
  handler: async (context) => {
    await confirmPasswordReset(context, context.payload);
    return { success: true };
  },
});
