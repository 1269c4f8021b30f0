import type { ServerRoute } from '@hapi/hapi';
import { ZLoginRequest, type TLoginResponse } from '@wordbook/core/contract/accounts';
import { invalidateSession } from '@wordbook/sql/queries/sessions';
import type { z } from 'zod';
import { authenticate, toSessionUser } from '../../services/accounts.ts';
import { verifyCaptcha } from '../../services/captcha.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { startUserSession } from '../../services/user-sessions.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/login (header X-Device-Id) {username | email, password, token, remember, device_id}
 * → {success, user}. 'Invalid credentials.' for an unknown account and a wrong password alike;
 * 403 'Your account is banned.' / '… suspended.' (code ACCOUNT_BANNED / ACCOUNT_SUSPENDED).
 */
export const postLogin: ServerRoute = {
  method: 'POST',
  path: '/api/login',
  options: { auth: { mode: 'try' }, app: { allowInactive: true }, validate: { payload: zodValidator(ZLoginRequest) } },
  handler: async (request): Promise<TLoginResponse> => {
    const body = request.payload as z.output<typeof ZLoginRequest>;
    const credential = body.email ?? body.username?.trim() ?? '';
    await enforceRateLimits(request, [['login-ip', clientIp(request)], ['login-account', credential]]);
    const { pool } = request.server.app;
    await verifyCaptcha(request.server, pool, body.token);
    const user = await authenticate(pool, { username: body.username, email: body.email, password: body.password });
    const previous = request.auth.credentials?.sessionId;
    if (previous) await invalidateSession(pool, previous);
    const header = request.headers['x-device-id'];
    const deviceId = body.device_id ?? (typeof header === 'string' ? header : null);
    await startUserSession(request, user.id, { remember: body.remember, deviceId: deviceId ? deviceId.slice(0, 200) : null });
    return { success: true, user: toSessionUser(user) };
  },
};
