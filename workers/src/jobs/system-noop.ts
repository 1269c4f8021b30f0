import { systemNoopJob } from '@wordbook/core/contract/jobs/system-noop';
import { defineHandler } from '../job-handler.ts';

export const systemNoopHandler = defineHandler({
  definition: systemNoopJob,
  streams: false,
  handle: async () => {},
});
