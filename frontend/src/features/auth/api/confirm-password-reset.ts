import { ZSuccessResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/password-reset/confirm {token, password} → {success}. */
export function confirmPasswordReset(token: string, password: string): Promise<{ success: true }> {
  return api.post('/api/password-reset/confirm', { token, password }, ZSuccessResponse);
}
