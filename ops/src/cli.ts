import { ZodError } from 'zod';
import type { TOpsCommand } from './ops-context.ts';
import { createSuperadminCommand } from './create-superadmin.ts';
import { measureLexiconCommand } from './measure-lexicon.ts';
import { migrateDbCommand } from './migrate-db.ts';
import { retryQueueCommand } from './retry-queue.ts';
import { scaleWorkersCommand } from './scale-workers.ts';
import { seedDbCommand } from './seed-db.ts';
import { seedLoadDataCommand } from './seed-load-data.ts';
import { seedLoadLearnersCommand } from './seed-load-learners.ts';
import { setUserRoleCommand } from './set-user-role.ts';
import { setUserStatusCommand } from './set-user-status.ts';
import { showQueueStatsCommand } from './show-queue-stats.ts';
import { showWorkersCommand } from './show-workers.ts';
import { startWorkersCommand } from './start-workers.ts';

/** `npm run ops -- <command>`: one command per file in ops/src; `help` lists them in this order. */
const commands: TOpsCommand[] = [
  migrateDbCommand, seedDbCommand, seedLoadDataCommand,
  measureLexiconCommand, seedLoadLearnersCommand,
  createSuperadminCommand, setUserStatusCommand, setUserRoleCommand,
  startWorkersCommand, scaleWorkersCommand, showWorkersCommand,
  showQueueStatsCommand, retryQueueCommand,
];

const argv = process.argv.slice(2);
const key = argv.slice(0, 2).join(' ');
const command = commands.find((c) => c.name === key);
if (!command) {
  console.log('usage: npm run ops -- <command>\n');
  for (const c of commands) console.log(`  ${c.name.padEnd(24)} ${c.help}`);
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
