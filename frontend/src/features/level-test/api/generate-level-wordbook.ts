import { ZGenerateLevelWordbookResult, type TGenerateLevelWordbookResult } from '@wordbook/core/contract/level-test';
import { streamThenPlain, type StreamProgress, type StreamThenPlainOutcome } from '../lib/stream-then-plain';

/**
 * POST /api/ai/generate-wordbook?stream=1 {final_level, testId}: the 50-word draft of a finished
 * test (progress every 5 words), falling back to the plain call like the test's own steps.
 */
export function generateLevelWordbook(
  request: { final_level: number; testId: string },
  options: { onProgress?: (p: StreamProgress) => void; signal?: AbortSignal } = {},
): Promise<StreamThenPlainOutcome<TGenerateLevelWordbookResult>> {
  return streamThenPlain({ url: '/api/ai/generate-wordbook', body: request, schema: ZGenerateLevelWordbookResult, ...options });
}
