import { ZCheckUsernameQuery, type TCheckUsernameResponse } from '@wordbook/core/contract/accounts';
import { isReservedUsername } from '@wordbook/core/rules/account-rules';
import { usernameExists } from '@wordbook/sql/queries/account';
import { defineRoute } from '../define-route.ts';

/** GET /api/check-username?username → { exists, reserved } (document 1 §7, document 2 §7). */
export const getCheckUsername = defineRoute({
  method: 'GET',
  path: '/api/check-username',
  auth: 'public',
  query: ZCheckUsernameQuery,
  rateLimits: ({ ip }) => [['check-ip', ip]],
  handler: async (context): Promise<TCheckUsernameResponse> => {
    const { username } = context.query;
    const reserved = isReservedUsername(username);
    return { exists: reserved ? false : await usernameExists(context.db, username), reserved };
  },
});
