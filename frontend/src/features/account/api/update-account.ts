import { ZUpdateAccountResponse, type TAccount } from '@wordbook/core/contract/accounts';
import type { TDefinitionLanguage } from '@wordbook/core/rules/account-rules';
import { api } from '../../../lib/api-client';

export type TProfileChanges = { full_name?: string; username?: string; preferred_definition_languages?: TDefinitionLanguage[] };

/** PATCH /api/account with only the changed fields → the saved account. */
export async function updateAccount(changes: TProfileChanges): Promise<TAccount> {
  const answer = await api.patch('/api/account', changes, ZUpdateAccountResponse);
  return answer.account;
}
