import type { TCurrentLevelTestResponse } from '@wordbook/core/contract/level-test';
import { loadCurrentLevelTest } from '../../services/level-tests.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/test-lt/current → {found: false} or the current test: status (2 = finished),
 * current_round, the round's questions, round1_response (JSON text), answered_questions,
 * final_level, the level wordbook draft and its status, finished_at, retake_available_at
 * (document 2 §7; ZCurrentLevelTestResponse).
 */
export const getLevelTestCurrent = defineRoute({
  method: 'GET',
  path: '/api/test-lt/current',
  handler: (context): Promise<TCurrentLevelTestResponse> => loadCurrentLevelTest(context),
});
