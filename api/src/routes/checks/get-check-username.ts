import type { ServerRoute } from '@hapi/hapi';
import { ZCheckUsernameQuery, type TCheckUsernameResponse } from '@wordbook/core/contract/accounts';
import { isReservedUsername } from '@wordbook/core/rules/account-rules';
import { usernameExists } from '@wordbook/sql/queries/account';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { zodValidator } from '../../validate.ts';

/** GET /api/check-username?username → { exists, reserved } (document 1 §7, document 2 §7). */
export const getCheckUsername: ServerRoute = {
  method: 'GET',
  path: '/api/check-username',
  options: { auth: false, validate: { query: zodValidator(ZCheckUsernameQuery) } },
  handler: async (request): Promise<TCheckUsernameResponse> => {
    await enforceRateLimits(request, [['check-ip', clientIp(request)]]);
    const { username } = request.query as { username: string };
    const reserved = isReservedUsername(username);
    return { exists: reserved ? false : await usernameExists(request.server.app.pool, username), reserved };
  },
};
