import { parseArgs } from 'node:util';
import { z } from 'zod';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';
import { prepareDatabase } from './prepare-database.ts';
import { ProcessSupervisor } from './supervise-processes.ts';

const ZArgs = z.object({
  processes: z.coerce.number().int().min(1, '--processes must be at least 1').max(64),
  queues: z.string().min(1),
  concurrency: z.coerce.number().int().min(1, '--concurrency must be at least 1').max(100),
});

/**
 * `ops workers start --processes N --queues <glob> --concurrency C`: runs N worker processes on
 * this host (restarting any that die) until Ctrl-C. Run it on as many hosts as needed.
 */
export async function startWorkers(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { processes: { type: 'string', default: '1' }, queues: { type: 'string', default: '*' }, concurrency: { type: 'string', default: '5' } },
  });
  const args = ZArgs.parse(values);
  await withDatabase(async (_pool, database) => {
    await prepareDatabase(database.url, () => {});
    const supervisor = new ProcessSupervisor(say);
    const childArgs = ['--queues', args.queues, '--concurrency', String(args.concurrency)];
    for (let i = 1; i <= args.processes; i++) {
      supervisor.start({ name: `worker-${i}`, entry: 'workers/src/main.ts', args: childArgs, env: { DATABASE_URL: database.url } });
    }
    say(`started ${args.processes} worker process(es) for queues "${args.queues}", concurrency ${args.concurrency}; Ctrl-C stops them`);
    await new Promise<void>((resolve) => {
      const stop = () => void supervisor.stop().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    say('workers stopped');
  });
}

export const startWorkersCommand: TOpsCommand = {
  help: '--processes N --queues <glob> --concurrency C',
  run: startWorkers,
};
