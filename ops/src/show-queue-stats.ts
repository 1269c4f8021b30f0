import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { printTable, say, withDatabase } from './ops-context.ts';

const ZQueueStats = z.object({
  queue: z.string(),
  waiting: z.number(),
  active: z.number(),
  failed: z.number(),
  completed: z.number(),
  deadLetters: z.number(),
});

/** `ops queues stats`: per queue, jobs waiting (depth), active, failed, completed, and dead letters. */
export async function showQueueStats(): Promise<void> {
  await withDatabase(async (pool) => {
    const rows = await pool.any(sql.type(ZQueueStats)`
      select q.name as queue,
        count(*) filter (where j.state in ('created', 'retry'))::int as waiting,
        count(*) filter (where j.state = 'active')::int as active,
        count(*) filter (where j.state = 'failed')::int as failed,
        count(*) filter (where j.state = 'completed')::int as completed,
        (select count(*) from pgboss.job d where d.name = q.name || '-dead-letter' and d.state in ('created', 'retry'))::int as "deadLetters"
      from pgboss.queue q left join pgboss.job j on j.name = q.name
      where q.name not like '%-dead-letter' and q.name not like '\_\_pgboss%'
      group by q.name order by q.name`);
    if (rows.length === 0) say('no queues yet: run `npm run ops -- db migrate`');
    else printTable(rows, ['queue', 'waiting', 'active', 'failed', 'completed', 'deadLetters']);
  });
}
