import type { ServerRoute } from '@hapi/hapi';
import { removeWordbook } from '../../services/wordbooks.ts';

/** DELETE /api/wordbooks/{id} → {success}: a soft delete; the name may be used again. */
export const deleteWordbook: ServerRoute = {
  method: 'DELETE',
  path: '/api/wordbooks/{id}',
  handler: async (request): Promise<{ success: true }> => {
    const { id } = request.params as { id: string };
    await removeWordbook(request.server.app.pool, request.auth.credentials.user!.id, id);
    return { success: true };
  },
};
