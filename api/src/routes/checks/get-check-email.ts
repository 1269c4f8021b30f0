import { ZCheckEmailQuery, type TCheckEmailResponse } from '@wordbook/core/contract/accounts';
import { emailExists } from '@wordbook/sql/queries/account';
import { defineRoute } from '../define-route.ts';

/** GET /api/check-email?email → { exists } (document 1 §7). */
export const getCheckEmail = defineRoute({
  method: 'GET',
  path: '/api/check-email',
  auth: 'public',
  query: ZCheckEmailQuery,
  rateLimits: ({ ip }) => [['check-ip', ip], ['check-email-ip', ip]],
  handler: async (context): Promise<TCheckEmailResponse> => ({ exists: await emailExists(context.db, context.query.email) }),
});
