import type { z } from 'zod';
import { allJobs } from '@wordbook/core/contract/jobs/all-jobs';
import type { DatabasePool } from '@wordbook/sql/pool';
import { appendJobEvent, findFinalJobEvent, listFinishedJobIds } from '@wordbook/sql/queries/job-runs';
import { createBoss, ensureQueues, QUEUE_WAKE_CHANNEL, type Boss } from '@wordbook/sql/queue';
import { upsertWorkerHeartbeat } from '@wordbook/sql/queries/worker-heartbeats';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { listenWithReconnect } from '@wordbook/sql/listen-connection';
import type PgBoss from 'pg-boss';
import picomatch from 'picomatch';
import type { Logger } from 'pino';
import { handlerTable } from './handler-table.ts';
import { JobFailure, type JobHandler } from './job-handler.ts';

/** How often a worker reports itself to `ops workers status`. */
export const HEARTBEAT_MS = 5000;

/**
 * Slots of a queue whose backlog runs in batches (handleBatch): each slot already works through a
 * whole batch at once, and every extra slot's fetch reads the backlog's index again and races the
 * others for its rows. One a process lets the throughput grow with processes: 4 processes drained
 * the AI queue at 1 385–1 545 jobs/s with one slot each, 762–1 199 with two (docs/benchmarks.md).
 */
export const MAX_BATCH_SLOTS = 1;

/** The pg-boss workers a process runs for one queue. */
export function queueSlots(handler: Pick<JobHandler<z.ZodTypeAny>, 'handleBatch'>, batchSize: number, concurrency: number): number {
  return handler.handleBatch && batchSize > 1 ? Math.min(concurrency, MAX_BATCH_SLOTS) : concurrency;
}

export type WorkerProcessOptions = {
  databaseUrl: string;
  pool: DatabasePool;
  log: Logger;
  /** Glob over queue names, e.g. "*" or "ai-*". */
  queues: string;
  /** Jobs of one queue this process runs at once. */
  concurrency: number;
};

export type WorkerProcess = { queues: string[]; stop: (timeoutMs: number) => Promise<void> };

/**
 * Serves the selected queues: `concurrency` pg-boss workers per queue (fewer for a backlog run
 * in batches: queueSlots), a LISTEN connection that wakes them when a sender NOTIFYs (so a
 * waiting person is not kept for a poll interval), and pg-boss maintenance (expiring jobs of
 * crashed workers so they are retried).
 */
export async function startWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcess> {
  const { pool, log } = options;
  const isSelected = picomatch(options.queues);
  const handlers = handlerTable.filter((h) => isSelected(h.definition.name));
  if (handlers.length === 0) throw new Error(`no queue matches "${options.queues}"; queues: ${allJobs.map((j) => j.name).join(', ')}`);

  const boss = createBoss(options.databaseUrl, { supervise: true, max: Math.min(20, 2 + options.concurrency) });
  boss.on('error', (error: Error) => log.warn({ err: error.message }, 'queue error'));
  await boss.start();
  await ensureQueuesOnce(boss, handlers);
  for (const handler of handlers) {
    if (handler.cron) await boss.schedule(handler.definition.name, handler.cron, {}, { tz: 'UTC' });
  }

  const abort = new AbortController();
  const workerIds = new Map<string, string[]>();
  for (const handler of handlers) {
    const def = handler.definition;
    const batchSize = handler.fetchBatchSize?.() ?? def.batchSize;
    const slots = queueSlots(handler, batchSize, options.concurrency);
    const ids: string[] = [];
    for (let i = 0; i < slots; i++) {
      const workerId: string = await boss.work(
        def.name,
        { batchSize, pollingIntervalSeconds: def.interactive ? 1 : 2, includeMetadata: true },
        async (jobs: PgBoss.JobWithMetadata<unknown>[]) => {
          // A full batch (one job, for most queues) means more may be waiting: fetch again without
          // the poll delay, or a backlog drains at one batch per slot per poll interval.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
          const deps = { boss, pool, log, signal: abort.signal };
          if (handler.handleBatch && jobs.length > 1) await runBatch(handler, jobs, deps);
          else await Promise.all(jobs.map((job) => runJob(handler, job, deps)));
        },
      );
      ids.push(workerId);
    }
    workerIds.set(def.name, ids);
  }
  // senders' wake-ups (payload = queue name), so a job starts before the next poll
  const wake = await listenWithReconnect({
    databaseUrl: options.databaseUrl,
    channel: QUEUE_WAKE_CHANNEL,
    onNotification: (queue) => {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },
    onError: (message) => log.warn({ err: message }, 'wake-up listener error; reconnecting'),
  });
  const heartbeat = { id: randomUUID(), host: os.hostname(), pid: process.pid, queues: [...workerIds.keys()], queueGroup: options.queues, concurrency: options.concurrency };
  const beat = (stopped = false) =>
    upsertWorkerHeartbeat(pool, { ...heartbeat, stopped }).catch((error: Error) => log.warn({ err: error.message }, 'heartbeat failed'));
  await beat();
  const heartbeatTimer = setInterval(() => void beat(), HEARTBEAT_MS);
  log.info({ queues: heartbeat.queues, concurrency: options.concurrency }, 'worker ready');

  return {
    queues: [...workerIds.keys()],
    stop: async (timeoutMs) => {
      clearInterval(heartbeatTimer);
      void wake.close(); // not awaited: with Postgres away, ending the connection must not hold up the stop
      // Finish what is running; after the timeout, abort it so pg-boss fails (releases) it for a retry.
      const timer = setTimeout(() => abort.abort(), Math.max(0, timeoutMs - 1000));
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
      clearTimeout(timer);
      await beat(true);
    },
  };
}

async function ensureQueuesOnce(boss: Boss, handlers: JobHandler<z.ZodTypeAny>[]) {
  // Several processes may start together: a lost race on creating a queue is harmless.
  for (let attempt = 0; ; attempt++) {
    try {
      return await ensureQueues(boss, handlers.map((h) => h.definition));
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }
}

type RunDeps = { boss: Boss; pool: DatabasePool; log: Logger; signal: AbortSignal };

/**
 * A batch through the handler's handleBatch: repeat deliveries skipped and payloads checked for
 * the whole batch at once; the jobs it leaves (or all of them, if it fails) run one by one.
 */
async function runBatch(handler: JobHandler<z.ZodTypeAny>, jobs: PgBoss.JobWithMetadata<unknown>[], deps: RunDeps) {
  const { pool, log } = deps;
  const handleBatch = handler.handleBatch;
  if (!handleBatch) throw new Error(`${handler.definition.name} has no batch handler`);
  const finished = new Set(handler.streams ? await listFinishedJobIds(pool, jobs.map((job) => job.id)) : []);
  if (finished.size > 0) log.info({ queue: handler.definition.name, jobIds: [...finished] }, 'jobs already finished; skipping the repeat deliveries');
  const fresh = jobs.filter((job) => !finished.has(job.id));
  const valid: { jobId: string; payload: unknown }[] = [];
  for (const job of fresh) {
    const parsed = handler.definition.payload.safeParse(job.data);
    if (parsed.success) valid.push({ jobId: job.id, payload: parsed.data });
  }
  let left: Set<string>;
  try {
    left = new Set(await handleBatch({ jobs: valid, signal: deps.signal, pool, log: log.child({ queue: handler.definition.name }) }));
  } catch (error) {
    if (deps.signal.aborted) throw error;
    log.warn({ queue: handler.definition.name, err: (error as Error).message }, 'batch failed; running its jobs one by one');
    left = new Set(valid.map((job) => job.jobId));
  }
  const validIds = new Set(valid.map((job) => job.jobId));
  await Promise.all(fresh.filter((job) => left.has(job.id) || !validIds.has(job.id)).map((job) => runJob(handler, job, deps)));
}

async function runJob(handler: JobHandler<z.ZodTypeAny>, job: PgBoss.JobWithMetadata<unknown>, deps: RunDeps) {
  const { pool, log } = deps;
  const jobId = job.id;
  const jobLog = log.child({ queue: job.name, jobId, attempt: job.retryCount });
  if (handler.streams && (await findFinalJobEvent(pool, jobId))) {
    jobLog.info('job already finished; skipping the repeat delivery');
    return;
  }
  const parsed = handler.definition.payload.safeParse(job.data);
  if (!parsed.success) {
    jobLog.error({ issues: parsed.error.issues }, 'job payload does not match its schema');
    if (handler.streams) await appendJobEvent(pool, { jobId, kind: 'error', data: { message: 'This request could not be processed.' } });
    return;
  }
  const started = Date.now();
  try {
    await handler.handle({
      jobId,
      payload: parsed.data,
      signal: deps.signal,
      pool,
      boss: deps.boss,
      log: jobLog,
      progress: async (data) => {
        if (handler.streams) await appendJobEvent(pool, { jobId, kind: 'progress', data });
      },
      finish: (effect) =>
        pool.transaction(async (tx) => {
          const result = await effect(tx);
          if (handler.streams) await appendJobEvent(tx, { jobId, kind: 'result', data: result });
          return result;
        }),
    });
    jobLog.debug({ ms: Date.now() - started }, 'job done');
  } catch (error) {
    const lastAttempt = job.retryCount >= job.retryLimit;
    if (error instanceof JobFailure || lastAttempt) {
      jobLog.warn({ err: (error as Error).message }, 'job failed');
      const message = error instanceof JobFailure ? error.message : 'Something went wrong while processing this request.';
      if (handler.streams) await appendJobEvent(pool, { jobId, kind: 'error', data: { message } });
      if (error instanceof JobFailure) return; // answered; no retry
    } else {
      jobLog.warn({ err: (error as Error).message }, 'job attempt failed; it will be retried');
    }
    throw error;
  }
}

