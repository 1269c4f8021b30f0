import { ZPasswordResetRequest } from '@wordbook/core/contract/accounts';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { requestPasswordReset } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/password-reset/request {email} → {success, message}: the same answer whether or not the account exists. */
export const postPasswordResetRequest = defineRoute({
  method: 'POST',
  path: '/api/password-reset/request',
  auth: 'public',
  payload: ZPasswordResetRequest,
  rateLimits: ({ ip, payload }) => [['reset-ip', ip], ['reset-email', payload.email]],
  handler: async (context) => {
    const { email } = context.payload;
    await requestPasswordReset(context, email);
    return { success: true, message: M.resetRequested };
  },
});
