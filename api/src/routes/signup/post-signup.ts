import { ZSignupRequest, type TSignupResponse } from '@wordbook/core/contract/accounts';
import { startSignup } from '../../services/accounts.ts';
import { verifyCaptcha } from '../../services/captcha.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/signup {full_name, username, email, password, token} → {success, verificationId}.
 * Nothing is created yet but the pending sign-up; the code goes out by e-mail.
 */
export const postSignup = defineRoute({
  method: 'POST',
  path: '/api/signup',
  auth: 'public',
  payload: ZSignupRequest,
  rateLimits: ({ ip, payload }) => [['signup-ip', ip], ['signup-email', payload.email]],
  handler: async (context): Promise<TSignupResponse> => {
    const { payload: body, env, db } = context;
    await verifyCaptcha(env, db, body.token);
    const verificationId = await startSignup(context, { fullName: body.full_name, username: body.username, email: body.email, password: body.password });
    return { success: true, verificationId };
  },
});
