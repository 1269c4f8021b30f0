import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { printTable, say, withDatabase, type TOpsCommand } from './ops-context.ts';

const ZQueueStats = z.object({
  queue: z.string(),
  waiting: z.number(),
  active: z.number(),
  failed: z.number(),
  completed: z.number(),
  deadLetters: z.number(),
  oldestWaitingSeconds: z.number().nullable(),
  completedLastMinute: z.number(),
});

/**
 * `ops queues stats`: per queue, jobs waiting (depth), the age of the oldest waiting job, jobs
 * completed in the last minute (throughput), active, failed, completed and dead letters. Depth
 * and age growing while throughput stays flat is the signal to scale that queue's workers.
 */
export async function showQueueStats(): Promise<void> {
  await withDatabase(async (pool) => {
    const rows = await pool.any(sql.type(ZQueueStats)`
      select q.name as queue,
        count(*) filter (where j.state in ('created', 'retry'))::int as waiting,
        count(*) filter (where j.state = 'active')::int as active,
        count(*) filter (where j.state = 'failed')::int as failed,
        count(*) filter (where j.state = 'completed')::int as completed,
        (select count(*) from pgboss.job d where d.name = q.name || '-dead-letter' and d.state in ('created', 'retry'))::int as "deadLetters",
        floor(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))))::int as "oldestWaitingSeconds",
        count(*) filter (where j.state = 'completed' and j.completed_on > now() - interval '1 minute')::int as "completedLastMinute"
      from pgboss.queue q left join pgboss.job j on j.name = q.name
      where q.name not like '%-dead-letter' and q.name not like '\_\_pgboss%'
      group by q.name order by q.name`);
    if (rows.length === 0) say('no queues yet: run `npm run ops -- db migrate`');
    else {
      const table = rows.map((r) => ({ ...r, oldest: r.oldestWaitingSeconds === null ? '-' : `${r.oldestWaitingSeconds}s`, 'done/min': r.completedLastMinute }));
      printTable(table, ['queue', 'waiting', 'oldest', 'done/min', 'active', 'failed', 'completed', 'deadLetters']);
    }
  });
}

export const showQueueStatsCommand: TOpsCommand = {
  help: 'depth, oldest waiting job, completed last minute, active, failed and dead letters per queue',
  run: showQueueStats,
};
