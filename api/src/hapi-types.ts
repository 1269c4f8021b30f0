import type { TServerEnv } from '@wordbook/sql/server-env';
import type { DatabasePool } from '@wordbook/sql/pool';
import type { Boss } from '@wordbook/sql/queue';
import type { TUserRow } from '@wordbook/sql/queries/users';
import type { Logger } from 'pino';
import type { JobEventsHub } from './plugins/job-events-hub.ts';
import type { TReadCache } from './plugins/read-cache.ts';
import type { TSqlConsole } from './services/sql-console.ts';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    env: TServerEnv;
    pool: DatabasePool;
    boss: Boss;
    jobEvents: JobEventsHub;
    log: Logger;
    /** The database console: its connection and the console password's hash (the plain text is not in `env`). */
    sqlConsole: TSqlConsole;
    /** The word and wordbook lists kept in memory per user (plugins/read-cache.ts). */
    readCache: TReadCache;
    /** Set on SIGTERM: readiness turns false while in-flight requests finish. */
    shuttingDown: boolean;
  }
  /** The signed-in user's row, read with the session in one query. */
  interface UserCredentials extends TUserRow {}
  interface AuthCredentials {
    sessionId: string;
    /** The version of the user's wordbooks and words, read with the session (plugins/read-cache.ts). */
    contentVersion: number;
  }
  interface RouteOptionsApp {
    /** A banned or suspended user may still call this route (session, logout). */
    allowInactive?: boolean;
  }
}
