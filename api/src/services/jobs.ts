import type { Request } from '@hapi/hapi';
import type { JobDefinition } from '@wordbook/core/contract/jobs/define-job';
import { insertJobRun } from '@wordbook/sql/queries/job-runs';
import { sendJob } from '@wordbook/sql/queue';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/**
 * Records who asked for a job and enqueues it in one transaction, so a job never refers to a
 * request that was rolled back. Returns the job id its stream and result routes use.
 */
export async function startJob<P extends z.ZodTypeAny>(
  request: Request,
  def: JobDefinition<P>,
  payload: z.input<P>,
  options: { singletonKey?: string } = {},
): Promise<string> {
  const { pool, boss } = request.server.app;
  const userId = request.auth.credentials?.user?.id ?? null;
  const id = randomUUID();
  await pool.transaction(async (tx) => {
    await insertJobRun(tx, { id, queue: def.name, userId });
    await sendJob(boss, tx, def, payload, { id, ...options });
  });
  return id;
}
