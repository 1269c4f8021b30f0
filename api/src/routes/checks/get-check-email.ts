import { ZCheckEmailQuery, type TCheckEmailResponse } from '@wordbook/core/contract/accounts';
import { emailExists } from '@wordbook/sql/queries/account';
import { enforceRateLimits } from '../../services/rate-limits.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/check-email?email → { exists } (document 1 §7). */
export const getCheckEmail = defineRoute({
  method: 'GET',
  path: '/api/check-email',
  auth: 'public',
  query: ZCheckEmailQuery,
  handler: async (context): Promise<TCheckEmailResponse> => {
    await enforceRateLimits(context, [['check-ip', context.ip]]);
    return { exists: await emailExists(context.db, context.query.email) };
  },
});
