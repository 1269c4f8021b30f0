import { ZSignupResendResponse, type TSignupResendResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/signup/resend {verificationId} → {success, verificationId}; 429 within a minute of the last code. */
export function resendSignupCode(verificationId: string): Promise<TSignupResendResponse> {
  return api.post('/api/signup/resend', { verificationId }, ZSignupResendResponse);
}
