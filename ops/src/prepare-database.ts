import { allJobs } from '@wordbook/core/contract/jobs/all-jobs';
import { seedLexicon } from '@wordbook/sql/lexicon/seed-lexicon';
import { migrate } from '@wordbook/sql/migrate';
import { createBoss, ensureQueues } from '@wordbook/sql/queue';

/** Applies our migrations, loads the lexicon (once per database), then pg-boss's schema and every queue with its options. */
export async function prepareDatabase(databaseUrl: string, log: (m: string) => void): Promise<void> {
  const applied = await migrate(databaseUrl, log);
  if (applied.length === 0) log('database schema is up to date');
  await seedLexicon(databaseUrl, log);
  const boss = createBoss(databaseUrl, { supervise: false, max: 1 });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await ensureQueues(boss, allJobs);
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
}
