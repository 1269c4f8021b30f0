import { ZCurrentLevelTestResponse, type TCurrentLevelTestResponse } from '@wordbook/core/contract/level-test';
import { api } from '../../../lib/api-client';

/** GET /api/test-lt/current → {found: false, …} or the current test (document 2, §7). */
export function getCurrentLevelTest(signal?: AbortSignal): Promise<TCurrentLevelTestResponse> {
  return api.get('/api/test-lt/current', ZCurrentLevelTestResponse, signal ? { signal } : {});
}
