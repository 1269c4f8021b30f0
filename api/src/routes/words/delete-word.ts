import type { ServerRoute } from '@hapi/hapi';
import { removeWord } from '../../services/words.ts';

/** DELETE /api/words/{id} → {success}; 404 'Word not found.' */
export const deleteWordRoute: ServerRoute = {
  method: 'DELETE',
  path: '/api/words/{id}',
  handler: async (request): Promise<{ success: true }> => {
    const { id } = request.params as { id: string };
    await removeWord(request.server.app.pool, request.auth.credentials.user!.id, id);
    return { success: true };
  },
};
