import { DEAD_LETTER_SUFFIX as SUFFIX } from '@wordbook/core/contract/jobs/define-job';
import { ZDeadLetter } from '@wordbook/core/contract/superadmin-tools';
import type PgBoss from 'pg-boss';
import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { slonikExecutor } from './pg-boss-executor.ts';
import { QUEUE_WAKE_CHANNEL } from './queue.ts';
import { sql } from './sql-tag.ts';

/**
 * Dead letters: a job that used up its retries stays `failed` under its own id on its queue, and
 * pg-boss puts a copy (new id, same data, the failure as output) on `<queue>-dead-letter`
 * (sql/src/queue.ts). The copy outlives the original, which pg-boss archives sooner.
 */
const jobTable = sql.identifier(['pgboss', 'job']);
/** The source queue of a dead-letter queue's row `d`. */
const sourceQueue = sql.fragment`left(d.name, length(d.name) - ${SUFFIX.length})`;

/** The waiting dead letters of every queue, newest first, each with its original if pg-boss still keeps it. */
export async function listDeadLetters(db: CommonQueryMethods, limit: number) {
  const where = sql.fragment`d.name like ${`%${SUFFIX}`} and d.state in ('created', 'retry')`;
  const [items, total] = await Promise.all([
    db.any(sql.type(ZDeadLetter)`
      select d.id, ${sourceQueue} as queue, d.created_on as "failedAt", coalesce(d.output->>'message', d.output::text) as error,
             (select o.id from ${jobTable} o where o.name = ${sourceQueue} and o.state = 'failed' and o.data = d.data
              order by o.completed_on desc limit 1) as "originalId"
      from ${jobTable} d where ${where} order by d.created_on desc, d.id limit ${limit}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`select count(*)::int as total from ${jobTable} d where ${where}`),
  ]);
  return { items, total };
}

const ZRevived = z.object({ dead: z.number(), revived: z.array(z.string()), orphans: z.array(z.unknown()) });

/**
 * Puts `queue`'s failed jobs back to run, in the caller's transaction: all of them, or only
 * those behind the dead letters `deadLetterIds`. The original is revived under its own id, so
 * streams, job runs and done-markers keyed by it still match; a dead letter whose original is
 * gone is sent again as a new job. The dead letters are removed. Answers how many dead letters
 * were taken and the ids of the jobs that will run.
 */
export async function reviveFailedJobs(tx: CommonQueryMethods, boss: PgBoss, args: { queue: string; deadLetterIds?: readonly string[] }) {
  const only = args.deadLetterIds ? sql.fragment`and id = any(${sql.array([...args.deadLetterIds], 'uuid')})` : sql.fragment``;
  // all failed jobs, or those whose data a taken dead letter carries
  const which = args.deadLetterIds ? sql.fragment`and data in (select data from dead)` : sql.fragment``;
  const answer = await tx.one(sql.type(ZRevived)`
    with dead as (
      delete from ${jobTable} where name = ${args.queue + SUFFIX} and state in ('created', 'retry') ${only} returning data
    ), revived as (
      update ${jobTable} set state = 'created', retry_count = 0, start_after = now(), started_on = null, completed_on = null, output = null
      where name = ${args.queue} and state = 'failed' ${which}
      returning id, data
    )
    select (select count(*)::int from dead) as dead,
           (select coalesce(json_agg(r.id), '[]') from revived r) as revived,
           (select coalesce(json_agg(d.data), '[]') from dead d where not exists (select from revived r where r.data = d.data)) as orphans`);
  const sent: string[] = [];
  for (const data of answer.orphans) {
    const id = await boss.send(args.queue, data as object, { db: slonikExecutor(tx) });
    if (id) sent.push(id);
  }
  const jobIds = [...answer.revived, ...sent];
  if (jobIds.length > 0) await tx.query(sql.typeAlias('void')`select from pg_notify(${QUEUE_WAKE_CHANNEL}, ${args.queue})`);
  return { dead: answer.dead, jobIds };
}

/** The source queue of a waiting dead letter, or null when there is no such dead letter. */
export function deadLetterQueue(db: CommonQueryMethods, id: string) {
  return db.maybeOneFirst(sql.type(z.object({ queue: z.string() }))`
    select ${sourceQueue} as queue from ${jobTable} d
    where d.id = ${id}::uuid and d.name like ${`%${SUFFIX}`} and d.state in ('created', 'retry')`);
}
