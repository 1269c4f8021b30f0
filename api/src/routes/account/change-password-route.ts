import { ZChangePasswordRequest } from '@wordbook/core/contract/accounts';
import { changePassword } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/**
 * {current_password, new_password} → {success} (document 2 §7); camelCase currentPassword /
 * newPassword are accepted too. Every other session of the account ends. Offered as PATCH and POST.
 */
export const changePasswordRoute = (method: 'PATCH' | 'POST') =>
  defineRoute({
    method,
    path: '/api/account/password',
    payload: ZChangePasswordRequest,
    rateLimits: ({ ip }) => [['account-ip', ip]],
    handler: async (context) => {
      const { user, sessionId, payload } = context;
      await changePassword(context, user.id, sessionId ?? '', payload);
      return { success: true };
    },
  });
