import { ZLevelTestStepResult, type TLevelTestStepResult } from '@wordbook/core/contract/level-test';
import { streamThenPlain, type StreamProgress, type StreamThenPlainOutcome } from '../lib/stream-then-plain';

/**
 * POST /api/test-lt/start?stream=1 (empty body), falling back to the plain call: round 1's
 * questions (reused: true when an unfinished test resumes), or the final level of a finished test
 * still inside its retake lock.
 */
export function startLevelTest(options: { onProgress?: (p: StreamProgress) => void; signal?: AbortSignal } = {}): Promise<StreamThenPlainOutcome<TLevelTestStepResult>> {
  return streamThenPlain({ url: '/api/test-lt/start', body: {}, schema: ZLevelTestStepResult, ...options });
}
