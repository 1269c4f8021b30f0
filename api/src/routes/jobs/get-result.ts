import { z } from 'zod';
import { JOB_RESULT_WAIT_MS, waitForJobResult } from '../../plugins/job-responses.ts';
import { requireJobRun } from '../../services/jobs.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/jobs/{id}/result: waits (up to 35 s) for a job's result; the plain fallback of a stream. */
export const getJobResult = defineRoute({
  method: 'GET',
  path: '/api/jobs/{id}/result',
  auth: 'optional',
  params: z.object({ id: z.string().uuid('Job not found.') }),
  handler: async ({ db, user, params, request }) => {
    await requireJobRun(db, params.id, user?.id ?? null);
    return { result: await waitForJobResult(request, params.id, JOB_RESULT_WAIT_MS) };
  },
});
