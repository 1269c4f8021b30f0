import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** Does nothing: measures the queue's own throughput (`npm run bench`). */
export const ZSystemNoopPayload = z.object({ n: z.number().int().optional() });

export const systemNoopJob = defineJob({
  name: 'system-noop',
  payload: ZSystemNoopPayload,
  retryLimit: 0,
  expireInSeconds: 30,
  interactive: false,
  batchSize: 100,
});
