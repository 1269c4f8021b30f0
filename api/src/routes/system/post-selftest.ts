import type { ServerRoute } from '@hapi/hapi';
import { systemSelftestJob, ZSystemSelftestPayload } from '@wordbook/core/contract/jobs/system-selftest';
import { z } from 'zod';
import { forbidden } from '../../extensions/domain-error.ts';
import { startJob } from '../../services/jobs.ts';
import { streamJobEvents, waitForJobResult } from '../../services/job-streams.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/system/selftest[?stream=1]: runs the diagnostic job through a worker and streams its
 * events (or waits for its result). Superadmins always; anyone where ENABLE_SELFTEST_ROUTE is on
 * (the default outside production).
 */
export const postSelftest: ServerRoute = {
  method: 'POST',
  path: '/api/system/selftest',
  options: {
    auth: { mode: 'try' },
    validate: {
      payload: zodValidator(ZSystemSelftestPayload),
      query: zodValidator(z.object({ stream: z.enum(['0', '1']).optional() })),
    },
  },
  handler: async (request, h) => {
    const { env } = request.server.app;
    const open = env.ENABLE_SELFTEST_ROUTE ?? env.NODE_ENV !== 'production';
    if (!open && request.auth.credentials?.user?.role !== 'superadmin') throw forbidden();
    const jobId = await startJob(request, systemSelftestJob, request.payload as z.infer<typeof ZSystemSelftestPayload>);
    if ((request.query as { stream?: string }).stream === '1') return streamJobEvents(request, h, jobId, 0);
    return { jobId, result: await waitForJobResult(request, jobId, 35_000) };
  },
};
