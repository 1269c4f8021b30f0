import type { ServerRoute } from '@hapi/hapi';
import { sql } from 'slonik';
import { z } from 'zod';

/** Liveness plus dependencies: 200 when the database and the queue answer, else 503 naming what failed. */
export const getHealth: ServerRoute = {
  method: 'GET',
  path: '/api/health',
  options: { auth: false },
  handler: async (request, h) => {
    const { pool } = request.server.app;
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
};
