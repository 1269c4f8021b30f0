import type { ServerRoute } from '@hapi/hapi';
import { ZSignupVerifyRequest, type TSignupVerifyResponse } from '@wordbook/core/contract/accounts';
import { findUserById } from '@wordbook/sql/queries/users';
import type { z } from 'zod';
import { confirmSignup, toSessionUser } from '../../services/accounts.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { startUserSession } from '../../services/user-sessions.ts';
import { zodValidator } from '../../validate.ts';

/** POST /api/signup/verify {verificationId, code} → {success, user}: creates the account and signs it in. */
export const postSignupVerify: ServerRoute = {
  method: 'POST',
  path: '/api/signup/verify',
  options: { auth: false, validate: { payload: zodValidator(ZSignupVerifyRequest) } },
  handler: async (request): Promise<TSignupVerifyResponse> => {
    const body = request.payload as z.output<typeof ZSignupVerifyRequest>;
    await enforceRateLimits(request, [['verify-ip', clientIp(request)]]);
    const userId = await confirmSignup(request, body);
    const deviceId = request.headers['x-device-id'];
    await startUserSession(request, userId, { remember: false, deviceId: typeof deviceId === 'string' ? deviceId.slice(0, 200) : null });
    const user = await findUserById(request.server.app.pool, userId);
    if (!user) throw new Error('the new account vanished');
    return { success: true, user: toSessionUser(user) };
  },
};
