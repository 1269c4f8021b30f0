import { ZLoginRequest, type TLoginResponse } from '@wordbook/core/contract/accounts';
import { invalidateSession } from '@wordbook/sql/queries/sessions';
import { signIn } from '../../plugins/session-auth.ts';
import { authenticate, loginBucket, toSessionUser } from '../../services/accounts.ts';
import { verifyCaptcha } from '../../services/captcha.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/login (header X-Device-Id) {username | email, password, token, remember, device_id}
 * → {success, user}. 'Invalid credentials.' for an unknown account and a wrong password alike;
 * 403 'Your account is banned.' / '… suspended.' (code ACCOUNT_BANNED / ACCOUNT_SUSPENDED).
 */
export const postLogin = defineRoute({
  method: 'POST',
  path: '/api/login',
  auth: 'optional',
  options: { app: { allowInactive: true } },
  payload: ZLoginRequest,
  rateLimits: async ({ ip, db, payload }) => [['login-ip', ip], ['login-account', await loginBucket(db, payload)]],
  handler: async (context): Promise<TLoginResponse> => {
    const { db, env, payload: body, sessionId: previous, request } = context;
    await verifyCaptcha(env, db, body.token);
    const user = await authenticate(db, { username: body.username, email: body.email, password: body.password });
    if (previous) await invalidateSession(db, previous);
    const deviceId = body.device_id?.slice(0, 200) ?? context.deviceId;
    await signIn(request, user.id, { remember: body.remember, deviceId });
    return { success: true, user: toSessionUser(user) };
  },
});
