import { serverEnv } from '@wordbook/sql/server-env';
import { deployment } from './server.ts';

/**
 * The API process: `DATABASE_URL` must be set (npm start passes the embedded one).
 * SIGTERM/SIGINT: readiness turns false, in-flight requests finish (10 s at most), pool closes.
 */
const env = serverEnv();
if (!env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: start the whole product with `npm start`, or set DATABASE_URL.');
  process.exit(1);
}
const server = await deployment({ env, databaseUrl: env.DATABASE_URL, start: true });
const log = server.app.log;

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.app.shuttingDown = true;
  log.info({ signal }, 'api stopping');
  await server.stop({ timeout: 10_000 });
  log.info('api stopped');
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
