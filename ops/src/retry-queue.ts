import { allJobs } from '@wordbook/core/contract/jobs/all-jobs';
import { reviveFailedJobs } from '@wordbook/sql/dead-letters';
import { createBoss } from '@wordbook/sql/queue';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';

/**
 * `ops queues retry <queue>`: gives the queue's failed jobs (those that used up their retries)
 * another round, as /superadmin/system's Retry does (sql/src/dead-letters.ts): each original is
 * revived under its own id and its dead letter removed; a dead letter whose original is gone is
 * sent again as a new job.
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
      const count = await pool.transaction(async (tx) => (await reviveFailedJobs(tx, boss, { queue: name })).jobIds.length);
      say(`${count} job(s) put back on ${name}`);
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });
}

export const retryQueueCommand: TOpsCommand = {
  help: '<queue>: put its dead letters back on the queue',
  run: retryQueue,
};
