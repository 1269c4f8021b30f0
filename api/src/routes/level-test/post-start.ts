import { ZLevelTestStreamQuery } from '@wordbook/core/contract/level-test';
import { respondToJob } from '../../plugins/job-responses.ts';
import { startLevelTest } from '../../services/level-tests.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/test-lt/start[?stream=1] (empty body): round 1's questions {questions, test_id,
 * round, reused} — reused when an unfinished test is resumed — or {finalLevel, …} for a finished
 * test still inside its retake lock. The stream sends progress {total, emitted}, then result or
 * error {message}. Free of points. Inside the retake lock: 429 {message, code, retake_available_at}.
 */
export const postLevelTestStart = defineRoute({
  method: 'POST',
  path: '/api/test-lt/start',
  query: ZLevelTestStreamQuery,
  handler: async (context) => respondToJob(context, await startLevelTest(context), context.query.stream === '1'),
});
