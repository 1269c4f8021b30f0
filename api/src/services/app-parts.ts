import type { DatabasePool } from '@wordbook/sql/pool';
import type { Boss } from '@wordbook/sql/queue';
import type { TServerEnv } from '@wordbook/sql/server-env';

/** The server's shared parts a service may use: the pool, the queue and the settings (never a request). */
export type TAppParts = { db: DatabasePool; boss: Boss; env: TServerEnv };
