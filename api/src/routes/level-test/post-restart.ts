import { restartLevelTest } from '../../services/level-tests.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/test-lt/restart (empty body) → {success: true}: the current test is closed and the
 * page returns to idle. Inside the retake lock (finished_at + 7 days Free, + 24 h Pro): 429
 * {message, code: 'RETAKE_LOCKED', retake_available_at}, and the client reloads the current test.
 */
export const postLevelTestRestart = defineRoute({
  method: 'POST',
  path: '/api/test-lt/restart',
  handler: (context) => restartLevelTest(context),
});
