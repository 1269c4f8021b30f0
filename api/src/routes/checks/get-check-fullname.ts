import { ZCheckFullnameQuery, type TCheckFullnameResponse } from '@wordbook/core/contract/accounts';
import { fullNameError } from '@wordbook/core/rules/account-rules';
import { enforceRateLimits } from '../../services/rate-limits.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/check-fullname?full_name → { ok, error } (document 1 §7): format and blocked words. */
export const getCheckFullname = defineRoute({
  method: 'GET',
  path: '/api/check-fullname',
  auth: 'public',
  query: ZCheckFullnameQuery,
  handler: async (context): Promise<TCheckFullnameResponse> => {
    await enforceRateLimits(context, [['check-ip', context.ip]]);
    const error = fullNameError(context.query.full_name, 'signup');
    return { ok: error === null, error };
  },
});
