import { removeWord } from '../../services/words.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** DELETE /api/words/{id} → {success}; 404 'Word not found.' */
export const deleteWordRoute = defineRoute({
  method: 'DELETE',
  path: '/api/words/{id}',
  params: ZIdParams,
  handler: async ({ db, user, params }): Promise<{ success: true }> => {
    await removeWord(db, user.id, params.id);
    return { success: true };
  },
});
