import type { ServerRoute } from '@hapi/hapi';
import { ZSignupRequest, type TSignupResponse } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { startSignup } from '../../services/accounts.ts';
import { verifyCaptcha } from '../../services/captcha.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/signup {full_name, username, email, password, token} → {success, verificationId}.
 * Nothing is created yet but the pending sign-up; the code goes out by e-mail.
 */
export const postSignup: ServerRoute = {
  method: 'POST',
  path: '/api/signup',
  options: { auth: false, validate: { payload: zodValidator(ZSignupRequest) } },
  handler: async (request): Promise<TSignupResponse> => {
    const body = request.payload as z.output<typeof ZSignupRequest>;
    await enforceRateLimits(request, [['signup-ip', clientIp(request)], ['signup-email', body.email]]);
    await verifyCaptcha(request.server, request.server.app.pool, body.token);
    const verificationId = await startSignup(request, { fullName: body.full_name, username: body.username, email: body.email, password: body.password });
    return { success: true, verificationId };
  },
};
