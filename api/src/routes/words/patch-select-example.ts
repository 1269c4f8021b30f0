import type { ServerRoute } from '@hapi/hapi';
import { ZSelectExampleRequest, type TWord } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { selectAlternative, wordViewOf } from '../../services/words.ts';
import { zodValidator } from '../../validate.ts';

/**
 * PATCH /api/words/{id}/select-example {selectedExampleIndex} → {success, word}. The index must
 * name a stored AI example; Free may pick only among the ones it sees.
 */
export const patchSelectExample: ServerRoute = {
  method: 'PATCH',
  path: '/api/words/{id}/select-example',
  options: { validate: { payload: zodValidator(ZSelectExampleRequest) } },
  handler: async (request): Promise<{ success: true; word: TWord }> => {
    const user = request.auth.credentials.user!;
    const { id } = request.params as { id: string };
    const { selectedExampleIndex } = request.payload as z.output<typeof ZSelectExampleRequest>;
    return { success: true, word: await selectAlternative(request.server.app.pool, user.id, id, 'example', selectedExampleIndex, wordViewOf(user)) };
  },
};
