import { ZUpdateWordbookRequest, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { changeWordbook } from '../../services/wordbooks.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/**
 * PATCH /api/wordbooks/{id} {name?, isMain?, favorite? (boolean or 1/0), ai_reuse_behavior?}
 * → {success, wordbook}. One or more fields, in one transaction; isMain true unsets the previous main.
 */
export const patchWordbook = defineRoute({
  method: 'PATCH',
  path: '/api/wordbooks/{id}',
  params: ZIdParams,
  payload: ZUpdateWordbookRequest,
  handler: async ({ db, user, params, payload }): Promise<{ success: true; wordbook: TWordbook }> => ({
    success: true,
    wordbook: await changeWordbook(db, user.id, params.id, payload),
  }),
});
