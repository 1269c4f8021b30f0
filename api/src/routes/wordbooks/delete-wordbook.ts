import { removeWordbook } from '../../services/wordbooks.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** DELETE /api/wordbooks/{id} → {success}: a soft delete; the name may be used again. */
export const deleteWordbook = defineRoute({
  method: 'DELETE',
  path: '/api/wordbooks/{id}',
  params: ZIdParams,
  handler: async ({ db, user, params }): Promise<{ success: true }> => {
    await removeWordbook(db, user.id, params.id);
    return { success: true };
  },
});
