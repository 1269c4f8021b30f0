import type { TUserRow } from '@wordbook/sql/queries/users';
import type { DatabasePool } from '@wordbook/sql/pool';
import type { Boss } from '@wordbook/sql/queue';
import type { TServerEnv } from '@wordbook/sql/server-env';

/** The server's shared parts a service may use: the pool, the queue and the settings (never a request). */
export type TAppParts = { db: DatabasePool; boss: Boss; env: TServerEnv };

/** A signed-in learner's call as services see it: the app's parts, the learner, their session and device. */
export type TLearnerCall = TAppParts & { user: TUserRow; sessionId: string | null; deviceId: string | null };
