import { ZSaveLevelWordbookRequest } from '@wordbook/core/contract/level-test';
import { saveLevelWordbook } from '../../services/level-test-wordbook.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/ai/save-wordbook {final_level, words: [{text, definition?, example?}], finished_time,
 * tz_offset_min, testId?} → {wordbook: {id}, created}: the finished test's one 'generated'
 * wordbook; saving again answers the same id. No words: 400 'Please keep at least one word.'
 */
export const postSaveLevelWordbook = defineRoute({
  method: 'POST',
  path: '/api/ai/save-wordbook',
  payload: ZSaveLevelWordbookRequest,
  handler: (context) => saveLevelWordbook(context, context.payload),
});
