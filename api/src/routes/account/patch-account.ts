import type { ServerRoute } from '@hapi/hapi';
import { ZUpdateAccountRequest } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { updateAccount } from '../../services/accounts.ts';
import { zodValidator } from '../../validate.ts';

const options: ServerRoute['options'] = {
  validate: { payload: zodValidator(ZUpdateAccountRequest) },
};

const handler: ServerRoute['handler'] = async (request) => {
  const userId = request.auth.credentials.user!.id;
  const account = await updateAccount(request, userId, request.payload as z.output<typeof ZUpdateAccountRequest>);
  return { success: true, account };
};

/**
 * PATCH /api/account {full_name?, username?, preferred_definition_language? | preferred_definition_languages?}
 * → {success, account} (document 2 §7). 400 'No valid changes to save.' when nothing changes.
 */
export const patchAccount: ServerRoute = { method: 'PATCH', path: '/api/account', options, handler };
/** The same call under the name. */
export const patchAccountProfile: ServerRoute = { method: 'PATCH', path: '/api/account/profile', options, handler };
