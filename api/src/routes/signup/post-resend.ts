import { ZSignupResendRequest, type TSignupResendResponse } from '@wordbook/core/contract/accounts';
import { resendSignupCode } from '../../services/accounts.ts';
import { enforceRateLimits } from '../../services/rate-limits.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/signup/resend {verificationId} → {success, verificationId}; 429 within 60 s of the last code. */
export const postSignupResend = defineRoute({
  method: 'POST',
  path: '/api/signup/resend',
  auth: 'public',
  payload: ZSignupResendRequest,
  handler: async (context): Promise<TSignupResendResponse> => {
    const { verificationId } = context.payload;
    await enforceRateLimits(context, [['resend-ip', context.ip]]);
    await resendSignupCode(context, verificationId);
    return { success: true, verificationId };
  },
});
