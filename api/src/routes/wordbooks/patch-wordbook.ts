import type { ServerRoute } from '@hapi/hapi';
import { ZUpdateWordbookRequest, type TUpdateWordbookRequest, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { changeWordbook } from '../../services/wordbooks.ts';
import { zodValidator } from '../../validate.ts';

/**
 * PATCH /api/wordbooks/{id} {name?, isMain?, favorite? (boolean or 1/0), ai_reuse_behavior?}
 * → {success, wordbook}. One or more fields, in one transaction; isMain true unsets the previous main.
 */
export const patchWordbook: ServerRoute = {
  method: 'PATCH',
  path: '/api/wordbooks/{id}',
  options: { validate: { payload: zodValidator(ZUpdateWordbookRequest) } },
  handler: async (request): Promise<{ success: true; wordbook: TWordbook }> => {
    const { id } = request.params as { id: string };
    const input = request.payload as TUpdateWordbookRequest;
    return { success: true, wordbook: await changeWordbook(request.server.app.pool, request.auth.credentials.user!.id, id, input) };
  },
};
