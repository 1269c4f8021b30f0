import { deadLetterQueueName, type JobDefinition } from '@wordbook/core/contract/jobs/define-job';
import PgBoss from 'pg-boss';
import type { CommonQueryMethods } from 'slonik';
import { sql } from './sql-tag.ts';
import type { z } from 'zod';
import { slonikExecutor } from './pg-boss-executor.ts';

/** The channel senders NOTIFY with a queue name so idle workers fetch at once. */
export const QUEUE_WAKE_CHANNEL = 'wordbook_queue_wake';

export type Boss = PgBoss;

export function createBoss(databaseUrl: string, options: { supervise: boolean; max?: number }): PgBoss {
  return new PgBoss({
    connectionString: databaseUrl,
    max: options.max ?? 4,
    // Only worker processes run maintenance (expiring crashed jobs, archiving): short, so a
    // killed worker's interactive job is retried within seconds.
    supervise: options.supervise,
    schedule: options.supervise,
    maintenanceIntervalSeconds: 2,
  });
}

let sender: PgBoss | undefined;
/**
 * A pg-boss client that is never started: it only enqueues, always on the caller's transaction
 * (sendJob passes `db`), so a worker can ask for a follow-up job in the transaction of its effect.
 */
export function sendOnlyBoss(connection: CommonQueryMethods): PgBoss {
  sender ??= new PgBoss({ db: slonikExecutor(connection), supervise: false, schedule: false, migrate: false });
  return sender;
}

/** Creates each queue and its dead-letter queue with the definition's retry and expiry options. */
export async function ensureQueues(boss: PgBoss, definitions: readonly JobDefinition[]): Promise<void> {
  for (const def of definitions) {
    const dead = deadLetterQueueName(def.name);
    await upsertQueue(boss, dead, { retryLimit: 0, retentionDays: 14 });
    await upsertQueue(boss, def.name, {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: def.retryBackoff,
      expireInSeconds: def.expireInSeconds,
      deadLetter: dead,
    });
  }
}

async function upsertQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'> & { retentionDays?: number }) {
  const { retentionDays, ...rest } = options;
  const queueOptions: PgBoss.Queue = { name, ...rest, ...(retentionDays ? { retentionMinutes: retentionDays * 24 * 60 } : {}) };
  const existing = await boss.getQueue(name);
  if (existing) await boss.updateQueue(name, queueOptions);
  else await boss.createQueue(name, queueOptions);
}

/**
 * Enqueues a job inside the caller's transaction (so it exists only if the rows that ask for
 * it commit) and wakes the workers on commit when a person is waiting.
 */
export async function sendJob<P extends z.ZodTypeAny>(
  boss: PgBoss,
  tx: CommonQueryMethods,
  def: JobDefinition<P>,
  payload: z.input<P>,
  options: { id?: string; singletonKey?: string; startAfter?: Date } = {},
): Promise<string | null> {
  const data = def.payload.parse(payload) as object;
  const id = await boss.send(def.name, data, { ...options, db: slonikExecutor(tx) });
  if (id && def.interactive) await tx.query(sql.typeAlias('void')`select from pg_notify(${QUEUE_WAKE_CHANNEL}, ${def.name})`);
  return id;
}
