import { deadLetterQueueName } from '@wordbook/core/contract/jobs/define-job';
import { allJobs } from '@wordbook/core/contract/jobs/all-jobs';
import { sql } from 'slonik';
import { z } from 'zod';
import { say, withDatabase } from './ops-context.ts';

/**
 * `ops queues retry <queue>`: puts the queue's dead letters (jobs that used up their retries)
 * back on the queue with their original ids, so streams and done-markers still match.
 */
export async function retryQueue(argv: string[]): Promise<void> {
  const name = argv[0];
  const known = allJobs.map((j) => j.name);
  if (!name || !known.includes(name)) {
    throw new Error(`usage: ops queues retry <queue>; queues: ${known.join(', ')}`);
  }
  await withDatabase(async (pool) => {
    const moved = await pool.transaction(async (tx) => {
      const dead = await tx.any(sql.type(z.object({ id: z.string(), data: z.unknown() }))`
        delete from pgboss.job where name = ${deadLetterQueueName(name)} and state in ('created', 'retry')
        returning id, data`);
      // pg-boss copies a failed job to the dead-letter queue; the original (failed) row goes back to created.
      const failedIds = await tx.anyFirst(sql.type(z.object({ id: z.string() }))`
        update pgboss.job set state = 'created', retry_count = 0, start_after = now(), started_on = null, completed_on = null, output = null
        where name = ${name} and state = 'failed'
        returning id`);
      await tx.query(sql.unsafe`select pg_notify('wordbook_queue_wake', ${name})`);
      return Math.max(dead.length, failedIds.length);
    });
    say(`${moved} job(s) put back on ${name}`);
  });
}
