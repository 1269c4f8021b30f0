import { ZodError } from 'zod';
import type { TOpsCommand } from './ops-context.ts';

/**
 * `npm run ops -- <command>`: one command per file in ops/src; `help` lists them in this order.
 * A command's module is loaded only when it runs: loading all of them (the lexicon measure, the
 * worker scaler) took two of a command's three seconds to start.
 */
const commands = new Map<string, () => Promise<TOpsCommand>>([
  ['db migrate', async () => (await import('./migrate-db.ts')).migrateDbCommand],
  ['db seed', async () => (await import('./seed-db.ts')).seedDbCommand],
  ['db seed-load', async () => (await import('./seed-load-data.ts')).seedLoadDataCommand],
  ['lexicon measure', async () => (await import('./measure-lexicon.ts')).measureLexiconCommand],
  ['loadtest seed', async () => (await import('./seed-load-learners.ts')).seedLoadLearnersCommand],
  ['users create-superadmin', async () => (await import('./create-superadmin.ts')).createSuperadminCommand],
  ['users set-status', async () => (await import('./set-user-status.ts')).setUserStatusCommand],
  ['users set-role', async () => (await import('./set-user-role.ts')).setUserRoleCommand],
  ['workers start', async () => (await import('./start-workers.ts')).startWorkersCommand],
  ['workers scale', async () => (await import('./scale-workers.ts')).scaleWorkersCommand],
  ['workers status', async () => (await import('./show-workers.ts')).showWorkersCommand],
  ['queues stats', async () => (await import('./show-queue-stats.ts')).showQueueStatsCommand],
  ['queues retry', async () => (await import('./retry-queue.ts')).retryQueueCommand],
]);

const argv = process.argv.slice(2);
const load = commands.get(argv.slice(0, 2).join(' '));
if (!load) {
  console.log('usage: npm run ops -- <command>\n');
  for (const [name, loadCommand] of commands) console.log(`  ${name.padEnd(24)} ${(await loadCommand()).help}`);
  process.exit(argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' ? 0 : 2);
}
try {
  await (await load()).run(argv.slice(2));
  process.exit(0);
} catch (error) {
  const message = error instanceof ZodError ? error.issues.map((i) => i.message).join('\n') : (error as Error).message;
  console.error(`error: ${message}`);
  process.exit(1);
}
