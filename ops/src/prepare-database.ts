import { allJobs } from '@wordbook/core/contract/jobs/all-jobs';
import { questionBankRefreshJob } from '@wordbook/core/contract/jobs/question-bank-refresh';
import { seedLexicon } from '@wordbook/sql/lexicon/seed-lexicon';
import { migrate } from '@wordbook/sql/migrate';
import { createDbPool } from '@wordbook/sql/pool';
import { countLevelTestItems } from '@wordbook/sql/queries/level-test-items';
import { createBoss, ensureQueues, sendJob } from '@wordbook/sql/queue';

/**
 * Applies our migrations, loads the lexicon (once per database), then pg-boss's schema and every
 * queue with its options. A database whose level-test question bank is empty gets a job to fill
 * it (the workers run it), unless `questionBank: false`: the server tests' database keeps the bank
 * empty, so a test decides which way its level tests go.
 */
export async function prepareDatabase(databaseUrl: string, log: (m: string) => void, options: { questionBank?: boolean } = {}): Promise<void> {
  const applied = await migrate(databaseUrl, log);
  if (applied.length === 0) log('database schema is up to date');
  await seedLexicon(databaseUrl, log);
  const boss = createBoss(databaseUrl, { supervise: false, max: 1 });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await ensureQueues(boss, allJobs);
    if (options.questionBank !== false) await requestQuestionBank(databaseUrl, boss, log);
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
}

async function requestQuestionBank(databaseUrl: string, boss: Parameters<typeof sendJob>[0], log: (m: string) => void) {
  const pool = await createDbPool(databaseUrl, { maximumPoolSize: 1 });
  try {
    if ((await countLevelTestItems(pool)) > 0) return;
    // a second fill queued before the first ran finds nothing left to build
    await sendJob(boss, pool, questionBankRefreshJob, {});
    log('the level test question bank is empty: a worker fills it');
  } finally {
    await pool.end();
  }
}
