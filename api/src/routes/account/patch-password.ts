import type { ServerRoute } from '@hapi/hapi';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@wordbook/core/contract/accounts';
import { changePassword } from '../../services/accounts.ts';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

const options: ServerRoute['options'] = {
  validate: { payload: zodValidator(ZChangePasswordRequest) },
};

const handler: ServerRoute['handler'] = async (request) => {
  const { user, sessionId } = request.auth.credentials;
  await enforceRateLimits(request, [['account-ip', clientIp(request)]]);
  await changePassword(request, user!.id, sessionId, request.payload as TChangePasswordRequest);
  return { success: true };
};

/**
 * PATCH /api/account/password {current_password, new_password} → {success} (document 2 §7);
 * camelCase currentPassword/newPassword are accepted too. Other sessions end.
 */
export const patchAccountPassword: ServerRoute = { method: 'PATCH', path: '/api/account/password', options, handler };
/** The same call as POST (the spelling). */
export const postAccountPassword: ServerRoute = { method: 'POST', path: '/api/account/password', options, handler };
