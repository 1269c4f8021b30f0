import { ZSignupVerifyRequest, type TSignupVerifyResponse } from '@wordbook/core/contract/accounts';
import { findUserById } from '@wordbook/sql/queries/users';
import { signIn } from '../../plugins/session-auth.ts';
import { confirmSignup, toSessionUser } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/signup/verify {verificationId, code} → {success, user}: creates the account and signs it in. */
export const postSignupVerify = defineRoute({
  method: 'POST',
  path: '/api/signup/verify',
  auth: 'public',
  payload: ZSignupVerifyRequest,
  rateLimits: ({ ip }) => [['verify-ip', ip]],
  handler: async (context): Promise<TSignupVerifyResponse> => {
    const userId = await confirmSignup(context, context.payload);
    await signIn(context.request, userId, { remember: false, deviceId: context.deviceId });
    const user = await findUserById(context.db, userId);
    if (!user) throw new Error('the new account vanished');
    return { success: true, user: toSessionUser(user) };
  },
});
