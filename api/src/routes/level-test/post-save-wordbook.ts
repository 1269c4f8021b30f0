import type { ServerRoute } from '@hapi/hapi';
import { ZSaveLevelWordbookRequest, type TSaveLevelWordbookRequest } from '@wordbook/core/contract/level-test';
import { saveLevelWordbook } from '../../services/level-tests.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/ai/save-wordbook {final_level, words: [{text, definition?, example?}], finished_time,
 * tz_offset_min, testId?} → {wordbook: {id}, created}: the finished test's one 'generated'
 * wordbook; saving again answers the same id. No words: 400 'Please keep at least one word.'
 */
export const postSaveLevelWordbook: ServerRoute = {
  method: 'POST',
  path: '/api/ai/save-wordbook',
  options: { validate: { payload: zodValidator(ZSaveLevelWordbookRequest) } },
  handler: async (request) => saveLevelWordbook(request, request.payload as TSaveLevelWordbookRequest),
};
