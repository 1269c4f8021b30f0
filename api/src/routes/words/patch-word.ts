import { ZUpdateWordRequest, type TWord } from '@wordbook/core/contract/wordbooks';
import { changeWord, wordViewOf } from '../../services/words.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** PATCH /api/words/{id} {text?, meaning?, example?} → {success, word}; null or blank meaning/example clears the learner's own. */
export const patchWord = defineRoute({
  method: 'PATCH',
  path: '/api/words/{id}',
  params: ZIdParams,
  payload: ZUpdateWordRequest,
  handler: async ({ db, user, params, payload }): Promise<{ success: true; word: TWord }> => ({
    success: true,
    word: await changeWord(db, user.id, params.id, payload, wordViewOf(user)),
  }),
});
