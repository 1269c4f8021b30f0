import { resolveDatabase } from '@wordbook/sql/database-url';
import { serverEnv } from '@wordbook/sql/server-env';
import { prepareDatabase } from './prepare-database.ts';
import { ProcessSupervisor } from './supervise-processes.ts';

/**
 * `npm start`: the database (embedded unless DATABASE_URL is set), migrations, the API and
 * WORKER_PROCESSES worker processes. Ctrl-C stops them all, then the embedded Postgres.
 */
const log = (m: string) => console.log(`[start] ${m}`);
const env = serverEnv();
const database = await resolveDatabase(env, log);
await prepareDatabase(database.url, log);

const supervisor = new ProcessSupervisor(log);
const childEnv = { DATABASE_URL: database.url };
supervisor.start({ name: 'api', entry: 'api/src/main.ts', env: childEnv });
for (let i = 1; i <= env.WORKER_PROCESSES; i++) {
  supervisor.start({ name: `worker-${i}`, entry: 'workers/src/main.ts', env: childEnv });
}
log(`Wordbook is starting at http://localhost:${env.PORT} (API + ${env.WORKER_PROCESSES} worker process(es))`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  await supervisor.stop();
  await database.release();
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
