import { runWithDatabase } from './learners.ts';

/**
 * A dead letter on the product's `system-noop` queue (no retries): a job sent for an hour ahead,
 * so no worker takes it first, then failed with `message` as a worker that gave up would. Answers
 * the job's id.
 */
export function makeDeadLetter(message: string): string {
  const out = runWithDatabase(
    `
    const { withDatabase } = await import('./ops/src/ops-context.ts');
    const { createBoss } = await import('./sql/src/queue.ts');
    await withDatabase(async (_pool, database) => {
      const boss = createBoss(database.url, { supervise: false, max: 1 });
      await boss.start();
      try {
        const id = await boss.send('system-noop', { n: 1 }, { startAfter: 3600 });
        await boss.fail('system-noop', id, { message: process.env.E2E_MESSAGE });
        process.stdout.write('\\n@@' + id);
      } finally {
        await boss.stop({ graceful: false, close: true, wait: true });
      }
    });`,
    { E2E_MESSAGE: message },
  );
  return out.slice(out.lastIndexOf('\n@@') + 3).trim();
}

/** The state of a `system-noop` job: waiting, done… (pg-boss's own table, or its archive). */
export function noopJobState(id: string): string {
  const out = runWithDatabase(
    `
    const { sql } = await import('slonik');
    const { z } = await import('zod');
    const { withDatabase } = await import('./ops/src/ops-context.ts');
    await withDatabase(async (pool) => {
      const state = await pool.maybeOneFirst(sql.type(z.object({ state: z.string() }))\`
        select state::text from pgboss.job where name = 'system-noop' and id = \${process.env.E2E_JOB}
        union all select state::text from pgboss.archive where name = 'system-noop' and id = \${process.env.E2E_JOB} limit 1\`);
      process.stdout.write('\\n@@' + (state ?? 'missing'));
    });`,
    { E2E_JOB: id },
  );
  return out.slice(out.lastIndexOf('\n@@') + 3).trim();
}
