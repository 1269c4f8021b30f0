import type { ServerRoute } from '@hapi/hapi';
import { ZSelectMeaningRequest, type TWord } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { selectAlternative, wordViewOf } from '../../services/words.ts';
import { zodValidator } from '../../validate.ts';

/**
 * PATCH /api/words/{id}/select-meaning {selectedMeaningIndex} → {success, word}. The index must
 * name a stored AI definition; Free may pick only among the ones it sees.
 */
export const patchSelectMeaning: ServerRoute = {
  method: 'PATCH',
  path: '/api/words/{id}/select-meaning',
  options: { validate: { payload: zodValidator(ZSelectMeaningRequest) } },
  handler: async (request): Promise<{ success: true; word: TWord }> => {
    const user = request.auth.credentials.user!;
    const { id } = request.params as { id: string };
    const { selectedMeaningIndex } = request.payload as z.output<typeof ZSelectMeaningRequest>;
    return { success: true, word: await selectAlternative(request.server.app.pool, user.id, id, 'definition', selectedMeaningIndex, wordViewOf(user)) };
  },
};
