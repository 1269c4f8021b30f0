import type { ServerRoute } from '@hapi/hapi';
import { ZSignupResendRequest, type TSignupResendResponse } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { resendSignupCode } from '../../services/accounts.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/** POST /api/signup/resend {verificationId} → {success, verificationId}; 429 within 60 s of the last code. */
export const postSignupResend: ServerRoute = {
  method: 'POST',
  path: '/api/signup/resend',
  options: { auth: false, validate: { payload: zodValidator(ZSignupResendRequest) } },
  handler: async (request): Promise<TSignupResendResponse> => {
    const { verificationId } = request.payload as z.output<typeof ZSignupResendRequest>;
    await enforceRateLimits(request, [['resend-ip', clientIp(request)]]);
    await resendSignupCode(request, verificationId);
    return { success: true, verificationId };
  },
};
