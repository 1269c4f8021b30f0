import Hapi, { type Server } from '@hapi/hapi';
import { createDbPool, type DatabasePool } from '@wordbook/sql/pool';
import { createBoss } from '@wordbook/sql/queue';
import { localSecret } from '@wordbook/sql/local-secret';
import type { TServerEnv } from '@wordbook/sql/server-env';
import pino, { type Logger } from 'pino';
import './hapi-types.ts';
import { registerErrorResponses } from './extensions/error-responses.ts';
import { registerMaintenanceGuard } from './extensions/maintenance-guard.ts';
import { registerRequestGuards } from './extensions/request-guards.ts';
import { registerSecurityHeaders } from './extensions/security-headers.ts';
import { JobEventsHub } from './plugins/job-events-hub.ts';
import { registerSessionAuth } from './plugins/session-auth.ts';
import { createReadCache } from './plugins/read-cache.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { routeTable } from './routes/route-table.ts';
import { createSqlConsole } from './services/sql-console.ts';

export type DeploymentOptions = {
  env: TServerEnv;
  databaseUrl: string;
  /** Listen on env.HOST:env.PORT; without it the server only initialises (tests use server.inject). */
  start?: boolean;
  log?: Logger;
};

/**
 * Builds the API server (hapipal's `deployment({ start })`). Nothing here reaches the database
 * at build time: a server built while Postgres is down starts, answers 503, and recovers.
 */
export async function deployment(options: DeploymentOptions): Promise<Server> {
  // the console password stays only as a hash (server.app.sqlConsole), never in the settings routes read
  const { SQL_CONSOLE_PASSWORD: consolePassword, ...env } = options.env;
  const { databaseUrl } = options;
  const log = options.log ?? pino({ level: env.LOG_LEVEL, base: { program: 'api', pid: process.pid } });

  const server = Hapi.server({
    port: env.PORT,
    host: env.HOST,
    debug: false,
    router: { stripTrailingSlash: true },
    // A response that fits in TCP's initial congestion window (10 segments, about 14 KB with headers;
    // RFC 6928) reaches the browser in one round trip compressed or not; below that, gzip only costs
    // a trip through libuv's thread pool per request. Larger ones (word lists, exports) are compressed;
    // the front end's files are sent as the build compressed them (plugins/static-files.ts).
    compression: { minBytes: 12 * 1024 },
    routes: {
      validate: { failAction: async (_request, _h, error) => { throw error; } },
      // JSON only: a cross-site HTML form (urlencoded, multipart, text) cannot post to the API.
      payload: { maxBytes: 1024 * 1024, allow: 'application/json' },
      security: { noSniff: true, xframe: 'deny', referrer: 'same-origin' },
    },
  });

  const pool: DatabasePool = await createDbPool(databaseUrl, { maximumPoolSize: env.DB_POOL_SIZE });
  const boss = createBoss(databaseUrl, { supervise: false, max: 2 });
  boss.on('error', (error: Error) => log.warn({ err: error.message }, 'queue client error'));
  const jobEvents = new JobEventsHub(databaseUrl, log);
  server.app.env = env;
  server.app.pool = pool;
  server.app.boss = boss;
  server.app.jobEvents = jobEvents;
  server.app.log = log;
  server.app.sqlConsole = createSqlConsole(databaseUrl, consolePassword);
  server.app.readCache = createReadCache();
  server.app.shuttingDown = false;

  registerErrorResponses(server);
  registerSecurityHeaders(server);
  registerRequestGuards(server);
  registerMaintenanceGuard(server);
  await registerSessionAuth(server, env.SESSION_SECRET ?? localSecret(env.DATA_DIR, 'session-cookie'));
  server.route(routeTable);
  if (env.SERVE_FRONTEND) await registerStaticFiles(server, env.FRONTEND_DIST);

  server.events.on('response', (request) => {
    const status = (request.response as { statusCode?: number } | null)?.statusCode;
    log.debug({ method: request.method, path: request.path, status, ms: Date.now() - request.info.received }, 'request');
  });
  server.ext('onPreStart', async () => {
    // pg-boss's start() also creates or upgrades its schema; the API never runs maintenance.
    await boss.start().catch((error: Error) => log.warn({ err: error.message }, 'queue not reachable at start; retrying on use'));
    await jobEvents.start();
  });
  server.ext('onPostStop', async () => {
    await jobEvents.close();
    await boss.stop({ graceful: false, close: true, wait: true }).catch(() => undefined);
    await pool.end();
  });

  // A client that sends its headers slowly is cut off instead of holding a connection open.
  server.listener.headersTimeout = 20_000;
  server.listener.requestTimeout = 60_000;
  if (options.start) {
    await server.start();
    log.info({ uri: server.info.uri }, 'api listening');
  } else {
    await server.initialize();
  }
  return server;
}
