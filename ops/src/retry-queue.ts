import { allJobs } from '@wordbook/core/contract/jobs/all-jobs';
import { deadLetterQueueName } from '@wordbook/core/contract/jobs/define-job';
import { slonikExecutor } from '@wordbook/sql/pg-boss-executor';
import { createBoss, QUEUE_WAKE_CHANNEL } from '@wordbook/sql/queue';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { say, withDatabase } from './ops-context.ts';

/**
 * `ops queues retry <queue>`: gives the queue's failed jobs (those that used up their retries)
 * another round. pg-boss keeps the failed job under its own id and puts a copy with a new id on
 * `<queue>-dead-letter`: the original is revived (so streams and done-markers keyed by its id
 * still match) and the copy removed; a copy whose original is gone is sent again as a new job.
 */
export async function retryQueue(argv: string[]): Promise<void> {
  const name = argv[0];
  const known = allJobs.map((j) => j.name);
  if (!name || !known.includes(name)) {
    throw new Error(`usage: ops queues retry <queue>; queues: ${known.join(', ')}`);
  }
  await withDatabase(async (pool, database) => {
    const boss = createBoss(database.url, { supervise: false, max: 1 });
    await boss.start();
    try {
      const count = await pool.transaction(async (tx) => {
        const revived = await tx.anyFirst(sql.type(z.object({ data: z.unknown() }))`
          update pgboss.job set state = 'created', retry_count = 0, start_after = now(), started_on = null,
            completed_on = null, output = null
          where name = ${name} and state = 'failed'
          returning data`);
        const dead = await tx.anyFirst(sql.type(z.object({ data: z.unknown() }))`
          delete from pgboss.job where name = ${deadLetterQueueName(name)} and state in ('created', 'retry')
          returning data`);
        const revivedData = new Set(revived.map((d) => JSON.stringify(d)));
        const orphans = dead.filter((d) => !revivedData.has(JSON.stringify(d)));
        for (const data of orphans) await boss.send(name, data as object, { db: slonikExecutor(tx) });
        await tx.query(sql.typeAlias('void')`select from pg_notify(${QUEUE_WAKE_CHANNEL}, ${name})`);
        return revived.length + orphans.length;
      });
      say(`${count} job(s) put back on ${name}`);
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });
}
