import type { TAccountResponse } from '@wordbook/core/contract/accounts';
import { loadAccount } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/account → {account}: the signed-in user's settings (document 2 §2.3). */
export const getAccount = defineRoute({
  method: 'GET',
  path: '/api/account',
  handler: async ({ db, user }): Promise<TAccountResponse> => ({ account: await loadAccount(db, user.id) }),
});
