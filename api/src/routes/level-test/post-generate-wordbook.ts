import { ZGenerateLevelWordbookRequest, ZLevelTestStreamQuery } from '@wordbook/core/contract/level-test';
import { respondToJob } from '../../plugins/job-responses.ts';
import { generateLevelWordbook } from '../../services/level-test-wordbook.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/ai/generate-wordbook[?stream=1] {final_level, testId}: the level wordbook draft
 * {words: [{text, definition, example, pos, rank}], test_id} of a finished test (its job starts
 * when the test ends; a failed one is started again). Stream: progress {total, emitted}, result,
 * error {message}. Free of points (the level test is free).
 */
export const postGenerateLevelWordbook = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-wordbook',
  payload: ZGenerateLevelWordbookRequest,
  query: ZLevelTestStreamQuery,
  handler: async (context) => respondToJob(context, await generateLevelWordbook(context, context.payload.testId), context.query.stream === '1'),
});
