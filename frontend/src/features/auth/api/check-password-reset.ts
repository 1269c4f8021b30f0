import { ZPasswordResetCheckResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/password-reset/check {token} → {valid}: whether the e-mailed link can still set a password. */
export async function checkPasswordReset(token: string, signal?: AbortSignal): Promise<boolean> {
  const res = await api.post('/api/password-reset/check', { token }, ZPasswordResetCheckResponse, signal ? { signal } : {});
  return res.valid;
}
