import { ZodError } from 'zod';
import { createSuperadmin } from './create-superadmin.ts';
import { measureLexicon } from './measure-lexicon.ts';
import { migrateDb } from './migrate-db.ts';
import { retryQueue } from './retry-queue.ts';
import { scaleWorkers } from './scale-workers.ts';
import { seedDb } from './seed-db.ts';
import { seedLoadData } from './seed-load-data.ts';
import { seedLoadLearners } from './seed-load-learners.ts';
import { setUserRole } from './set-user-role.ts';
import { setUserStatus } from './set-user-status.ts';
import { showQueueStats } from './show-queue-stats.ts';
import { showWorkers } from './show-workers.ts';
import { startWorkers } from './start-workers.ts';

/** `npm run ops -- <command>`: one command per file in ops/src. */
const commands: Record<string, { run: (args: string[]) => Promise<void>; help: string }> = {
  'db migrate': { run: migrateDb, help: 'apply pending migrations and the queue schema' },
  'db seed': { run: seedDb, help: 'create a demo learner, a Pro learner and a superadmin; prints their passwords' },
  'db seed-load': { run: seedLoadData, help: '[--learners 10000] [--words 100] [--answers 1000] [--prefix P]: a database at scale for measuring' },
  'lexicon measure': { run: measureLexicon, help: '[--items N] [--show K] [--moved M]: level-test items drawn and measured, names moved down the ranks' },
  'loadtest seed': { run: seedLoadLearners, help: '--learners N [--words W] [--prefix P] [--password X]: learners with wordbooks for loadtests/' },
  'users create-superadmin': { run: createSuperadmin, help: '--email E --username U [--full-name N] [--password P]' },
  'users set-status': { run: setUserStatus, help: '--username U --status active|suspended|banned' },
  'users set-role': { run: setUserRole, help: '--username U --role user|admin|support|moderator|superadmin' },
  'workers start': { run: startWorkers, help: '--processes N --queues <glob> --concurrency C' },
  'workers scale': { run: scaleWorkers, help: "--queues <glob> --processes N [--concurrency C]: start or stop this host's processes of that group" },
  'workers status': { run: showWorkers, help: 'worker processes on every host' },
  'queues stats': { run: showQueueStats, help: 'depth, oldest waiting job, completed last minute, active, failed and dead letters per queue' },
  'queues retry': { run: retryQueue, help: '<queue>: put its dead letters back on the queue' },
};

const argv = process.argv.slice(2);
const key = argv.slice(0, 2).join(' ');
const command = commands[key];
if (!command) {
  console.log('usage: npm run ops -- <command>\n');
  for (const [name, c] of Object.entries(commands)) console.log(`  ${name.padEnd(24)} ${c.help}`);
  process.exit(argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' ? 0 : 2);
}
try {
  await command.run(argv.slice(2));
  process.exit(0);
} catch (error) {
  const message = error instanceof ZodError ? error.issues.map((i) => i.message).join('\n') : (error as Error).message;
  console.error(`error: ${message}`);
  process.exit(1);
}
