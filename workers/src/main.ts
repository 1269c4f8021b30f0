import { createDbPool } from '@wordbook/sql/pool';
import { serverEnv } from '@wordbook/sql/server-env';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { startWorkerProcess } from './worker-process.ts';

/**
 * A worker process: `npm run workers -- [--queues <glob>] [--concurrency C]`.
 * SIGTERM/SIGINT: running jobs finish (20 s at most), then are released for a retry.
 */
const env = serverEnv();
const { values } = parseArgs({
  options: {
    queues: { type: 'string', default: process.env.WORKER_QUEUES ?? '*' },
    concurrency: { type: 'string', default: String(env.WORKER_CONCURRENCY) },
  },
});
const log = pino({ level: env.LOG_LEVEL, base: { program: 'worker', pid: process.pid } });
if (!env.DATABASE_URL) {
  log.fatal('DATABASE_URL is not set: start the whole product with `npm start`, or set DATABASE_URL.');
  process.exit(1);
}
const concurrency = Number(values.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 100) {
  log.fatal('--concurrency must be a whole number from 1 to 100');
  process.exit(1);
}

const pool = await createDbPool(env.DATABASE_URL, { maximumPoolSize: Math.min(20, 2 + concurrency) });
const worker = await startWorkerProcess({ databaseUrl: env.DATABASE_URL, pool, log, queues: values.queues ?? '*', concurrency });

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping');
  await worker.stop(20_000);
  await pool.end();
  log.info('worker stopped');
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
