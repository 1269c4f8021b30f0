import { systemSelftestJob, ZSystemSelftestProgress, ZSystemSelftestResult } from '@wordbook/core/contract/jobs/system-selftest';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '@wordbook/sql/sql-tag';
import { defineHandler } from '../job-handler.ts';

export const systemSelftestHandler = defineHandler({
  definition: systemSelftestJob,
  streams: true,
  handle: async ({ jobId, payload, signal, progress, finish }) => {
    for (let emitted = 1; emitted <= payload.steps; emitted++) {
      await sleep(payload.delayMs, undefined, { signal });
      await progress(ZSystemSelftestProgress.parse({ total: payload.steps, emitted }));
    }
    await finish(async (tx) => {
      await tx.query(sql.typeAlias('void')`
        insert into selftest_runs (job_id, steps, worker_pid) values (${jobId}, ${payload.steps}, ${process.pid})
        on conflict (job_id) do nothing`);
      return ZSystemSelftestResult.parse({ steps: payload.steps });
    });
  },
});
