import { ZPasswordResetCheck } from '@wordbook/core/contract/accounts';
import { isPasswordResetLinkUsable } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/password-reset/check {token} → {valid}: the reset page asks on load, so a used or
 * expired link says so at once instead of after a new password was typed. POST keeps the token
 * out of URLs and logs; it changes nothing.
 */
export const postPasswordResetCheck = defineRoute({
  method: 'POST',
  path: '/api/password-reset/check',
  auth: 'public',
  payload: ZPasswordResetCheck,
  rateLimits: ({ ip }) => [['reset-confirm-ip', ip]],
  handler: async ({ db, payload }) => ({ valid: await isPasswordResetLinkUsable(db, payload.token) }),
});
