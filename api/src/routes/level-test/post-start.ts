import type { ServerRoute } from '@hapi/hapi';
import { ZLevelTestStreamQuery } from '@wordbook/core/contract/level-test';
import { RetakeLocked, respondWith, retakeLockedResponse, startLevelTest } from '../../services/level-tests.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/test-lt/start[?stream=1] (empty body): round 1's questions {questions, test_id,
 * round, reused} — reused when an unfinished test is resumed — or {finalLevel, …} for a finished
 * test still inside its retake lock. The stream sends progress {total, emitted}, then result or
 * error {message}. Free of points.
 */
export const postLevelTestStart: ServerRoute = {
  method: 'POST',
  path: '/api/test-lt/start',
  options: { validate: { query: zodValidator(ZLevelTestStreamQuery) } },
  handler: async (request, h) => {
    try {
      const outcome = await startLevelTest(request);
      return await respondWith(request, h, outcome, (request.query as { stream?: string }).stream === '1');
    } catch (error) {
      if (error instanceof RetakeLocked) return retakeLockedResponse(h, error);
      throw error;
    }
  },
};
