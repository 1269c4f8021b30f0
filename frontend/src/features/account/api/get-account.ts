import { ZAccountResponse, type TAccount } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** GET /api/account → {account}. */
export async function getAccount(signal?: AbortSignal): Promise<TAccount> {
  const answer = await api.get('/api/account', ZAccountResponse, signal ? { signal } : {});
  return answer.account;
}
