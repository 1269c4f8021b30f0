import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Diagnostic job: reports `steps` progress events `delayMs` apart, records one row, and
 * returns a result. Operators and tests use it to check the whole job path end to end.
 */
export const ZSystemSelftestPayload = z.object({
  steps: z.number().int().min(1).max(100),
  delayMs: z.number().int().min(0).max(10_000),
});
export type TSystemSelftestPayload = z.infer<typeof ZSystemSelftestPayload>;

export const ZSystemSelftestProgress = z.object({ total: z.number().int(), emitted: z.number().int() });
/** What the caller sees: how many steps ran (which worker ran them is kept in selftest_runs, not shown). */
export const ZSystemSelftestResult = z.object({ steps: z.number().int() });

export const systemSelftestJob = defineJob({
  name: 'system-selftest',
  payload: ZSystemSelftestPayload,
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 5,
});
