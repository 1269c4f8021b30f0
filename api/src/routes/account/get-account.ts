import type { ServerRoute } from '@hapi/hapi';
import type { TAccountResponse } from '@wordbook/core/contract/accounts';
import { loadAccount } from '../../services/accounts.ts';

/** GET /api/account → {account}: the signed-in user's settings (document 2 §2.3). */
export const getAccount: ServerRoute = {
  method: 'GET',
  path: '/api/account',
  handler: async (request): Promise<TAccountResponse> => {
    const userId = request.auth.credentials.user!.id;
    return { account: await loadAccount(request.server.app.pool, userId) };
  },
};
