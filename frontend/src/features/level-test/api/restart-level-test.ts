import { ZRestartLevelTestResponse, ZRetakeLockedError } from '@wordbook/core/contract/level-test';
import { ApiError, api } from '../../../lib/api-client';

export type RestartOutcome = { kind: 'restarted' } | { kind: 'locked'; message: string; retakeAvailableAt: string };

/**
 * POST /api/test-lt/restart: the current test is closed and the page goes idle; inside the retake
 * lock the server answers 429 with the date it opens (the page then reloads the current test).
 */
export async function restartLevelTest(): Promise<RestartOutcome> {
  try {
    await api.post('/api/test-lt/restart', {}, ZRestartLevelTestResponse);
    return { kind: 'restarted' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      const locked = ZRetakeLockedError.safeParse(error.body);
      if (locked.success) return { kind: 'locked', message: locked.data.message, retakeAvailableAt: locked.data.retake_available_at };
    }
    throw error;
  }
}
