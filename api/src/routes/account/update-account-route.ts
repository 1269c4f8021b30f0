import { ZUpdateAccountRequest } from '@wordbook/core/contract/accounts';
import { updateAccount } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/**
 * PATCH {full_name?, username?, preferred_definition_language? | preferred_definition_languages?}
 * → {success, account} (document 2 §7). 400 'No valid changes to save.' when nothing changes.
 * The spec names the call under two paths.
 */
export const updateAccountRoute = (path: string) =>
  defineRoute({
    method: 'PATCH',
    path,
    payload: ZUpdateAccountRequest,
    handler: async (context) => ({ success: true, account: await updateAccount(context, context.user.id, context.payload) }),
  });
