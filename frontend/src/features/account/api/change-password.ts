import { ZSuccessResponse, type TChangePasswordRequest } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** PATCH /api/account/password {current_password, new_password} → {success}; other sessions end. */
export function changePassword(input: TChangePasswordRequest): Promise<{ success: true }> {
  return api.patch('/api/account/password', input, ZSuccessResponse);
}
