import type { ServerRoute } from '@hapi/hapi';
import { ZGenerateLevelWordbookRequest, ZLevelTestStreamQuery } from '@wordbook/core/contract/level-test';
import type { z } from 'zod';
import { generateLevelWordbook, respondWith } from '../../services/level-tests.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/ai/generate-wordbook[?stream=1] {final_level, testId}: the level wordbook draft
 * {words: [{text, definition, example, pos, rank}], test_id} of a finished test (its job starts
 * when the test ends; a failed one is started again). Stream: progress {total, emitted}, result,
 * error {message}. Free of points (the level test is free).
 */
export const postGenerateLevelWordbook: ServerRoute = {
  method: 'POST',
  path: '/api/ai/generate-wordbook',
  options: { validate: { payload: zodValidator(ZGenerateLevelWordbookRequest), query: zodValidator(ZLevelTestStreamQuery) } },
  handler: async (request, h) => {
    const body = request.payload as z.output<typeof ZGenerateLevelWordbookRequest>;
    const outcome = await generateLevelWordbook(request, body.testId);
    return respondWith(request, h, outcome, (request.query as { stream?: string }).stream === '1');
  },
};
