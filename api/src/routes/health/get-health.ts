import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { defineRoute } from '../define-route.ts';

/** Liveness plus dependencies: 200 when the database and the queue answer, else 503 naming what failed. */
export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  handler: async ({ db: pool, h }) => {
    const checks = { database: false, queue: false };
    try {
      const row = await pool.one(sql.type(z.object({ ok: z.number(), queue: z.boolean() }))`
        select 1 as ok, to_regclass('pgboss.job') is not null as queue`);
      checks.database = row.ok === 1;
      checks.queue = row.queue;
    } catch {
      // reported below
    }
    const ok = checks.database && checks.queue;
    return h.response({ status: ok ? 'ok' : 'unavailable', checks }).code(ok ? 200 : 503);
  },
});
