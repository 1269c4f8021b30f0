import type { ServerRoute } from '@hapi/hapi';
import { ZUpdateWordRequest, type TWord } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { changeWord, wordViewOf } from '../../services/words.ts';
import { zodValidator } from '../../validate.ts';

/** PATCH /api/words/{id} {text?, meaning?, example?} → {success, word}; null or blank meaning/example clears the learner's own. */
export const patchWord: ServerRoute = {
  method: 'PATCH',
  path: '/api/words/{id}',
  options: { validate: { payload: zodValidator(ZUpdateWordRequest) } },
  handler: async (request): Promise<{ success: true; word: TWord }> => {
    const user = request.auth.credentials.user!;
    const { id } = request.params as { id: string };
    const input = request.payload as z.output<typeof ZUpdateWordRequest>;
    return { success: true, word: await changeWord(request.server.app.pool, user.id, id, input, wordViewOf(user)) };
  },
};
