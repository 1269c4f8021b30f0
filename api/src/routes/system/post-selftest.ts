import { systemSelftestJob, ZSystemSelftestPayload } from '@wordbook/core/contract/jobs/system-selftest';
import { devToolsOn } from '@wordbook/sql/server-env';
import { z } from 'zod';
import { forbidden } from '../../extensions/domain-error.ts';
import { respondToJob } from '../../plugins/job-responses.ts';
import { enqueueTracked } from '../../services/jobs.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/system/selftest[?stream=1]: runs the diagnostic job through a worker and streams its
 * events (or waits for its result). Superadmins always; anyone where ENABLE_SELFTEST_ROUTE is on
 * (by default where the development conveniences are on: a loopback address outside production).
 */
export const postSelftest = defineRoute({
  method: 'POST',
  path: '/api/system/selftest',
  auth: 'optional',
  payload: ZSystemSelftestPayload,
  query: z.object({ stream: z.enum(['0', '1']).optional() }),
  rateLimits: ({ ip }) => [['selftest-ip', ip]],
  handler: async (context) => {
    const { env, user, db, boss, payload, query } = context;
    const open = env.ENABLE_SELFTEST_ROUTE ?? devToolsOn(env);
    if (!open && user?.role !== 'superadmin') throw forbidden();
    const jobId = await db.transaction((tx) => enqueueTracked(tx, boss, systemSelftestJob, payload, user?.id ?? null));
    return respondToJob(context, { jobId }, query.stream === '1', (result: unknown) => ({ jobId, result }));
  },
});
