import { ZSuccessResponse, type TDeleteAccountRequest } from '@wordbook/core/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/account {password} (or {confirm: true} without a password) → {success}; the session ends. */
export function deleteAccount(input: TDeleteAccountRequest): Promise<{ success: true }> {
  return apiRequest('/api/account', { method: 'DELETE', body: input, schema: ZSuccessResponse });
}
