import { ZLevelTestStepResult, type TLevelTestStepResult, type TSubmitRoundRequest } from '@wordbook/core/contract/level-test';
import { streamThenPlain, type StreamProgress, type StreamThenPlainOutcome } from '../lib/stream-then-plain';

/**
 * POST /api/test-lt/round{1|2|3}/answers?stream=1 {test_id, answers}, falling back to the plain
 * call: the next round's questions, or the final level (round 2 may end the test, round 3 always does).
 */
export function submitRound(
  round: number,
  request: TSubmitRoundRequest,
  options: { onProgress?: (p: StreamProgress) => void; signal?: AbortSignal } = {},
): Promise<StreamThenPlainOutcome<TLevelTestStepResult>> {
  return streamThenPlain({ url: `/api/test-lt/round${round}/answers`, body: request, schema: ZLevelTestStepResult, ...options });
}
