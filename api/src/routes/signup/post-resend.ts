import { ZSignupResendRequest, type TSignupResendResponse } from '@wordbook/core/contract/accounts';
import { resendSignupCode } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/signup/resend {verificationId} → {success, verificationId}; 429 within 60 s of the last code. */
export const postSignupResend = defineRoute({
  method: 'POST',
  path: '/api/signup/resend',
  auth: 'public',
  payload: ZSignupResendRequest,
  rateLimits: ({ ip }) => [['resend-ip', ip]],
  handler: async (context): Promise<TSignupResendResponse> => {
    const { verificationId } = context.payload;
    await resendSignupCode(context, verificationId);
    return { success: true, verificationId };
  },
});
