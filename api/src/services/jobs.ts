import type { JobDefinition } from '@wordbook/core/contract/jobs/define-job';
import type { CommonQueryMethods, DatabaseTransactionConnection } from '@wordbook/sql/pool';
import { findJobRun, insertJobRun } from '@wordbook/sql/queries/job-runs';
import { sendJob, type Boss } from '@wordbook/sql/queue';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { notFound } from '../extensions/domain-error.ts';

/** A call's answer: known now, or the result of the job it started or joined. */
export type TJobOutcome<R> = { now: R } | { jobId: string };

/**
 * The one way to start a tracked job: records who asked for it (job_runs, which its stream and
 * result routes check) and enqueues it on the caller's transaction, so a job never refers to a
 * request that was rolled back. Returns the job id.
 */
export async function enqueueTracked<P extends z.ZodTypeAny>(
  tx: DatabaseTransactionConnection,
  boss: Boss,
  def: JobDefinition<P>,
  payload: z.input<P>,
  ownerId: string | null,
  options: { id?: string; singletonKey?: string; startAfter?: Date } = {},
): Promise<string> {
  const id = options.id ?? randomUUID();
  await insertJobRun(tx, { id, queue: def.name, userId: ownerId });
  await sendJob(boss, tx, def, payload, { ...options, id });
  return id;
}

/** The owner's job run, or 404 (another user's job answers as if it did not exist). */
export async function requireJobRun(db: CommonQueryMethods, jobId: string, ownerId: string | null) {
  const run = await findJobRun(db, { id: jobId, userId: ownerId });
  if (!run) throw notFound('Job not found.');
  return run;
}
