import { ZPasswordResetRequestResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/password-reset/request {email} → {success, message}: the same answer for every address. */
export function requestPasswordReset(email: string): Promise<{ success: true; message: string }> {
  return api.post('/api/password-reset/request', { email }, ZPasswordResetRequestResponse);
}
