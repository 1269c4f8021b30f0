import { createBoss } from '@wordbook/sql/queue';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { productDatabaseUrl, withProductDatabase } from './database.ts';

/**
 * A dead letter on the product's `system-noop` queue (no retries): a job sent for an hour ahead,
 * so no worker takes it first, then failed with `message` as a worker that gave up would. Answers
 * the job's id.
 */
export async function makeDeadLetter(message: string): Promise<string> {
  const boss = createBoss(await productDatabaseUrl(), { supervise: false, max: 1 });
  await boss.start();
  try {
    const id = await boss.send('system-noop', { n: 1 }, { startAfter: 3600 });
    if (!id) throw new Error('pg-boss refused the job');
    await boss.fail('system-noop', id, { message });
    return id;
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}

/** The state of a `system-noop` job: waiting, done… (pg-boss's own table, or its archive). */
export async function noopJobState(id: string): Promise<string> {
  return withProductDatabase(async (pool) => {
    const state = await pool.maybeOneFirst(sql.type(z.object({ state: z.string() }))`
      select state::text from pgboss.job where name = 'system-noop' and id = ${id}
      union all select state::text from pgboss.archive where name = 'system-noop' and id = ${id} limit 1`);
    return state ?? 'missing';
  });
}
