import type { ServerRoute } from '@hapi/hapi';
import { ZCheckFullnameQuery, type TCheckFullnameResponse } from '@wordbook/core/contract/accounts';
import { fullNameError } from '@wordbook/core/rules/account-rules';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/** GET /api/check-fullname?full_name → { ok, error } (document 1 §7): format and blocked words. */
export const getCheckFullname: ServerRoute = {
  method: 'GET',
  path: '/api/check-fullname',
  options: { auth: false, validate: { query: zodValidator(ZCheckFullnameQuery) } },
  handler: async (request): Promise<TCheckFullnameResponse> => {
    await enforceRateLimits(request, [['check-ip', clientIp(request)]]);
    const { full_name } = request.query as { full_name: string };
    const error = fullNameError(full_name, 'signup');
    return { ok: error === null, error };
  },
};
