import { ZSignupVerifyResponse, type TSignupVerifyResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/signup/verify {verificationId, code} → {success, user}; the server signs the new account in. */
export function verifySignup(verificationId: string, code: string): Promise<TSignupVerifyResponse> {
  return api.post('/api/signup/verify', { verificationId, code }, ZSignupVerifyResponse);
}
