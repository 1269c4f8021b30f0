import { ZCheckFullnameQuery, type TCheckFullnameResponse } from '@wordbook/core/contract/accounts';
import { fullNameError } from '@wordbook/core/rules/account-rules';
import { defineRoute } from '../define-route.ts';

/** GET /api/check-fullname?full_name → { ok, error } (document 1 §7): format and blocked words. */
export const getCheckFullname = defineRoute({
  method: 'GET',
  path: '/api/check-fullname',
  auth: 'public',
  query: ZCheckFullnameQuery,
  rateLimits: ({ ip }) => [['check-ip', ip]],
  handler: async (context): Promise<TCheckFullnameResponse> => {
    const error = fullNameError(context.query.full_name, 'signup');
    return { ok: error === null, error };
  },
});
