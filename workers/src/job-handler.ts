import type { JobDefinition } from '@wordbook/core/contract/jobs/define-job';
import type { DatabasePool, DatabaseTransactionConnection } from '@wordbook/sql/pool';
import type { Boss } from '@wordbook/sql/queue';
import type { Logger } from 'pino';
import type { z } from 'zod';

export type JobContext<P> = {
  jobId: string;
  payload: P;
  /** Aborted when the worker must stop; pass it to I/O. */
  signal: AbortSignal;
  pool: DatabasePool;
  /** The queue, for jobs a handler sends on its own transaction (sendJob). */
  boss: Boss;
  log: Logger;
  /** Appends a progress event to the job's stream. */
  progress: (data: unknown) => Promise<void>;
  /**
   * Runs `effect` and records the result event in one transaction: a retried job either
   * sees the result already there (and stops) or does the effect for the first time.
   */
  finish: <R>(effect: (tx: DatabaseTransactionConnection) => Promise<R>) => Promise<R>;
};

/** A batch of one queue's jobs, each not yet finished and with a valid payload. */
export type BatchContext<P> = {
  jobs: { jobId: string; payload: P }[];
  signal: AbortSignal;
  pool: DatabasePool;
  log: Logger;
};

export type JobHandler<P extends z.ZodTypeAny> = {
  definition: JobDefinition<P>;
  /** Whether the job reports to a stream (its id is a job_runs row). */
  streams: boolean;
  /** A pg-boss cron (UTC) on which the workers schedule this job, if it is periodic. */
  cron?: string;
  // method syntax: handlers of different payloads fit one table
  handle(ctx: JobContext<z.output<P>>): Promise<void>;
  /** The batch size this process fetches, when it depends on its settings (default: the definition's batchSize). */
  fetchBatchSize?(): number;
  /**
   * Runs a fetched batch (the definition's batchSize) at once where that is cheaper than job by
   * job; each job it finishes has its effect and result event in one transaction, like `finish`.
   * Returns the ids of the jobs it left alone, which then run one by one through `handle`.
   */
  handleBatch?(ctx: BatchContext<z.output<P>>): Promise<string[]>;
};

/** A failure the person should read: reported as the stream's error event, never retried. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailure';
  }
}

export const defineHandler = <P extends z.ZodTypeAny>(handler: JobHandler<P>): JobHandler<P> => handler;
